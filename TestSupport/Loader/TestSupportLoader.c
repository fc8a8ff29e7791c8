// Swift has no module initializers; a constructor is one. This runs as a process that links
// TestSupport loads, before `main` and before any test, and registers TestSupport's issue router
// with Runtime's issue layer: so an issue a plain `Store` reports fails the running test even
// when no TestSupport code has run yet. (The function is TestSupport's, in Swift:
// TestSupport/Reporting/LoadTimeRegistration.swift.)
#include "TestSupportLoader.h"

void composable_test_support_did_load(void);

__attribute__((constructor)) static void composable_test_support_load(void) {
  composable_test_support_did_load();
}
