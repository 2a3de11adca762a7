#ifndef C_FUZZER_DRIVER_H
#define C_FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// The fuzz target, written in Swift (`@_cdecl`).
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif
