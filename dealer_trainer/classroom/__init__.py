"""The instructor's classroom (issue 30): a web page of the class at work, served from the
school's store. It reads `progress` (the records, the stations' statuses) and sits beside
the GUI, not above it: neither imports the other."""
