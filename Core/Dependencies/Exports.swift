// As the reference's, a file that imports Dependencies has the clocks, the concurrency tools and
// issue reporting its clients use.
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import IssueReporting
