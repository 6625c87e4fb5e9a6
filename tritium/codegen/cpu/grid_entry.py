"""The functions a CPU launch calls, around a kernel's `.program` (lowering.py renders the program).

`@<kernel>_grid(args, nx, ny, nz, counter, total, chunk, rt)` runs programs: each caller thread
takes `chunk` program ids at a time from `*counter` (an atomic add) until `total`; `args` holds one
8-byte slot per runtime argument; `rt` is the debug callback (print/assert). The AOT runner and the
driver's Python pool (for llir without `_omp`) call it.

`@<kernel>_omp(job)` runs a grid from one block (launch_abi.JOB: counter, total, chunk, rt, the
grid, the address of `omp_get_thread_num` or null, the team's thread count; then the arguments'
slots; then, from the next multiple of 64, one counter per thread, each on a cache line of its own,
zeroed by the driver), the shape of an OpenMP outlined
function: the driver hands it to `GOMP_parallel` (backends/cpu/openmp.py), or calls it directly for
a grid on one thread (one ctypes argument instead of eight).

Thread t of a team of n owns the t-th of n consecutive ranges of programs (total/n each, one more
for the first total%n), takes them `chunk` at a time through its counter, then takes what is left
of the others' ranges, in turn, through theirs. Why not one counter for all: the same thread then
runs the same programs launch after launch, so data a kernel rereads is still in that core's cache
(a 16-core Xeon, 2^18-2^20 fp32 adds: 28-66 us a launch with one counter, 17-48 us with static
ranges), and only a thread that finishes early touches another's counter. Stealing is for a thread
that starts late (static ranges alone: 2^21-2^23 adds 25-35% slower; with stealing, one lease
measured 2^20 53-69 -> 37-39 us, 2^24 unchanged, 2^22 189-192 -> 208-215 us). A thread looks at
another's range counter before claiming from it: a range already taken then costs a shared read,
not the line's ownership (a 16-program grid on a 16-thread team: 1.5-3 us less a launch). Its own
range it claims from without a look, which would fetch the line shared only for the claim to fetch
it again to own it (with the driver's shorter team path: 2^20 adds on 16 threads 29.6-31.9 ->
27.9-30.8 us a launch, five runs each way on one lease).

Each thread that ran programs sets the byte at 8 on its own counter's line (the driver counts them:
its evidence that a team helped) and returns the number of chunks it ran (for the Python pool's
threads, which omp_get_thread_num numbers all 0; an OpenMP runtime ignores the value).
"""
from __future__ import annotations

from . import launch_abi
from .launch_abi import ranges_offset  # noqa: F401 - (lowering.py and the CPU backend's checks ask here)


GRID_LOOP = """\
define internal i64 @{name}.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %lo, i64 %hi, i64 %chunk, ptr %rt) noinline "no-builtin-memcpy" {{
entry:
  %nxy = mul i32 %nx, %ny
  br label %take
take:
  %ran = phi i64 [ 0, %entry ], [ %ran1, %next ]
  %off = atomicrmw add ptr %counter, i64 %chunk monotonic
  %start = add i64 %lo, %off
  %more = icmp slt i64 %start, %hi
  br i1 %more, label %run, label %exit
run:
  %ran1 = add i64 %ran, 1
  %end0 = add i64 %start, %chunk
  %short = icmp slt i64 %end0, %hi
  %end = select i1 %short, i64 %end0, i64 %hi
  br label %prog
prog:
  %p = phi i64 [ %start, %run ], [ %p1, %prog ]
  %p32 = trunc i64 %p to i32
  %x = urem i32 %p32, %nx
  %yz = udiv i32 %p32, %nx
  %y = urem i32 %yz, %ny
  %z = udiv i32 %p32, %nxy
  call void @{name}.program(ptr %args, i32 %x, i32 %y, i32 %z, i32 %nx, i32 %ny, i32 %nz, ptr %rt)
  %p1 = add i64 %p, 1
  %again = icmp slt i64 %p1, %end
  br i1 %again, label %prog, label %next
next:
  ; a chunk that ended at hi was the range's last: no further claim is needed to learn that
  br i1 %short, label %take, label %exit
exit:
  %got = phi i64 [ %ran, %take ], [ %ran1, %next ]
{drain}  ret i64 %got
}}

define void @{name}_grid(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 %total, i64 %chunk, ptr %rt) noinline {{
entry:
  %ran = call i64 @{name}.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %counter, i64 0, i64 %total, i64 %chunk, ptr %rt)
  ret void
}}

define i64 @{name}_omp(ptr %job) {{
entry:
  %total.p = getelementptr i8, ptr %job, i64 $job.total
  %total = load i64, ptr %total.p
  %chunk.p = getelementptr i8, ptr %job, i64 $job.chunk
  %chunk = load i64, ptr %chunk.p
  %rt.p = getelementptr i8, ptr %job, i64 $job.rt
  %rt = load ptr, ptr %rt.p
  %nx.p = getelementptr i8, ptr %job, i64 $job.nx
  %nx = load i32, ptr %nx.p
  %ny.p = getelementptr i8, ptr %job, i64 $job.ny
  %ny = load i32, ptr %ny.p
  %nz.p = getelementptr i8, ptr %job, i64 $job.nz
  %nz = load i32, ptr %nz.p
  %tidfn.p = getelementptr i8, ptr %job, i64 $job.thread_num_fn
  %tidfn = load ptr, ptr %tidfn.p
  %nth.p = getelementptr i8, ptr %job, i64 $job.threads
  %nth32 = load i32, ptr %nth.p
  %nth = zext i32 %nth32 to i64
  %args = getelementptr i8, ptr %job, i64 {args}
  %ranges = getelementptr i8, ptr %job, i64 {ranges}
  %team = icmp ugt i64 %nth, 1
  %named = icmp ne ptr %tidfn, null
  %ask = and i1 %team, %named
  br i1 %ask, label %whoami, label %home
whoami:
  ; this thread's number in the team (omp_get_thread_num): the range of programs it starts with
  %tid32 = call i32 %tidfn()
  %tid64 = zext i32 %tid32 to i64
  %tidm = urem i64 %tid64, %nth
  br label %home
home:
  %tid = phi i64 [ 0, %entry ], [ %tidm, %whoami ]
  %q = udiv i64 %total, %nth
  %r = urem i64 %total, %nth
  br label %range
range:
  ; range v (q = total/nth programs, one more for the first total%nth ranges, claimed through its
  ; own counter): this thread's own first, then the others' in turn, taking what is left of them
  %i = phi i64 [ 0, %home ], [ %i1, %visited ]
  %ran = phi i64 [ 0, %home ], [ %ran1, %visited ]
  %vt = add i64 %tid, %i
  %wrap = icmp uge i64 %vt, %nth
  %vw = sub i64 %vt, %nth
  %v = select i1 %wrap, i64 %vw, i64 %vt
  %vq = mul i64 %v, %q
  %long = icmp ult i64 %v, %r
  %before = select i1 %long, i64 %v, i64 %r
  %lo = add i64 %vq, %before
  %extra = zext i1 %long to i64
  %size = add i64 %q, %extra
  %hi = add i64 %lo, %size
  %ctr.at = shl i64 %v, 6
  %ctr = getelementptr i8, ptr %ranges, i64 %ctr.at
  %own = icmp eq i64 %i, 0
  br i1 %own, label %claim, label %look
look:
  ; a look before claiming from another's range: one already taken then costs a shared read of its
  ; line, not the line's ownership, and with no call between them the looks at the taken ranges
  ; overlap their cache misses
  %seen = load atomic i64, ptr %ctr monotonic, align 8
  %seen.at = add i64 %lo, %seen
  %open = icmp slt i64 %seen.at, %hi
  br i1 %open, label %claim, label %visited
claim:
  %got = call i64 @{name}.chunks(ptr %args, i32 %nx, i32 %ny, i32 %nz, ptr %ctr, i64 %lo, i64 %hi, i64 %chunk, ptr %rt)
  br label %visited
visited:
  %got1 = phi i64 [ 0, %look ], [ %got, %claim ]
  %ran1 = add i64 %ran, %got1
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %nth
  br i1 %more, label %range, label %tally
tally:
  %worked = icmp ne i64 %ran1, 0
  br i1 %worked, label %count, label %done
count:
  ; this thread ran programs: a byte on its own range's line says so (the driver counts them: a
  ; team where only one thread found work cost a wait at libgomp's barrier and did nothing one
  ; thread would not have done alone). A plain store to a line of its own, where one counter for
  ; the team would be an atomic add per thread on one line, each stalling its thread
  %mine.at = shl i64 %tid, 6
  %mine = getelementptr i8, ptr %ranges, i64 %mine.at
  %flag = getelementptr i8, ptr %mine, i64 8
  store i8 1, ptr %flag
  br label %done
done:
  ; the chunks this thread ran: the Python pool's threads report it (all of them are thread 0 to
  ; omp_get_thread_num, so their bytes would fall on one line); libgomp ignores it
  ret i64 %ran1
}}"""


def render(name: str, ranges: int, drain: bool) -> str:
    """`<name>.chunks`, `<name>_grid` and `<name>_omp` for the kernel `name` whose job block's range
    counters start at `ranges`; `drain`: each thread ends with an sfence (its stores streamed)."""
    return launch_abi.render(GRID_LOOP.format(name=name, ranges=ranges, args=launch_abi.JOB.size,
                                              drain="  call void @llvm.x86.sse.sfence()\n" if drain else ""))
