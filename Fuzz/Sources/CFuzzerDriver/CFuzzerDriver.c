#include "CFuzzerDriver.h"

/// libFuzzer's entry point for programs that keep their own `main` (compiler-rt's
/// FuzzerInterface.h).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// SwiftPM links an executable target with `--defsym main=<Target>_main`, so this is the
/// program's `main`; it hands the command line to libFuzzer, which then calls
/// `LLVMFuzzerTestOneInput` for every input. (Linking libFuzzer's own `main` instead clashes
/// with that renaming.)
int AlertlintFuzz_main(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
