"""C shared by the GPU tests' C programs: the float64 softmax check of a kernel's output."""

SOFTMAX_WRONG = r"""
#include <math.h>
/* how many of `o` (rows x cols, row stride `cols`) differ from softmax(a) by more than 1e-5 relative */
static long softmax_wrong(const float *a, const float *o, int rows, int cols) {
    long bad = 0;
    for (int r = 0; r < rows; r++) {
        double m = -INFINITY, sum = 0;
        for (int c = 0; c < cols; c++) m = fmax(m, a[r * cols + c]);
        for (int c = 0; c < cols; c++) sum += exp(a[r * cols + c] - m);
        for (int c = 0; c < cols; c++) {
            double want = exp(a[r * cols + c] - m) / sum;
            bad += !(fabs(o[r * cols + c] - want) <= 1e-5 * want + 1e-7);
        }
    }
    return bad;
}
"""
