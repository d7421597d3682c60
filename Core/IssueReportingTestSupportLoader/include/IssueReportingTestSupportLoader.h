// Installs IssueReportingTestSupport's reporter when a test program loads; nothing to call.
