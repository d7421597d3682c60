// glibc's heap statistics (mallinfo2), which the benchmarks use to measure bytes per item.
#include <malloc.h>
