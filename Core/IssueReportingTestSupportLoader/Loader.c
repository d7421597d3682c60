// A test program links IssueReportingTestSupport without importing it, so nothing would call
// it: this constructor installs its reporter as the program loads.
void issue_reporting_test_support_install(void);

__attribute__((constructor)) static void issue_reporting_test_support_load(void) {
  issue_reporting_test_support_install();
}
