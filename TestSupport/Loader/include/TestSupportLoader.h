// TestSupportLoader has nothing to import: it only runs a function as the process loads
// (TestSupportLoader.c).
