"""A CPU launch as one call of native code: no Python frame of the driver.

Why: a launch's Python path costs ~2 us on the development VM, and on the lent 16-core VMs its
single-thread speed moves by up to 2.5x from one second to the next. Of that path, the launcher's
own part (the grid's checks, a job block taken from the free list, `struct.pack_into` of the header
and arguments, a ctypes call that releases the GIL) was ~0.7 us; done by one builtin function
written here in LLVM IR it is ~0.1 us. A team launch's part (the same, plus the thread count,
`GOMP_parallel` through ctypes, the threads' bytes read back) was ~3 us.

What it does (`@tritium_express`, a METH_FASTCALL builtin whose `self` is the tuple (launcher,
address of its state block, the buffers, the team record's `solo` table, the launcher's
`native_report`)): `express(grid, values)` reads the grid (1-3 ints) and the values (one per
argument slot, as the binder gives them) and fills the launcher's own job block as the driver's
`_pack` does. It holds no thread rule of its own: the team's size is the launch policy's
(policy.py: `LaunchPolicy.threads`, from the fewest programs per thread the state block holds).
One thread: it releases the GIL and calls `<kernel>_omp(job)`. A team:
`GOMP_parallel(<kernel>_omp, job, threads, 0)` without the GIL, then, for an adaptive policy, the
threads' bytes counted as driver._note_team counts them; a useless team is reported to
`TeamRecord.team_result` (through `native_report`; Python, rare). A grid size the team record
holds (`solo`: one that runs alone for a while after a useless team) goes to the Python path,
which applies the record's rule (`TeamRecord.threads`, `ran_alone`).

Anything else is handed, untouched, to the launcher itself (`launcher(grid, values)`, the Python
path): a grid whose size is not a positive 64-bit int, a value that does not convert as `struct`
would convert it (an int beyond 64 bits, a float struct refuses for f32, a NaN for f32), a second
launch of the same kernel while one runs (the GIL is released in the call, so another Python thread
may come in; a child forked meanwhile keeps that kernel on the Python path); and a team that
openmp.py would decide otherwise, as its `native` block says: no runtime usable in this process
yet (a forked child, OpenMP off), no team run yet (the first-team rule), a thread other than the
one that starts tritium's regions, torch imported since the runtime was chosen, or OpenMP threads
whose stacks the kernel's tile buffers do not fit. It calls only functions of CPython's C API that
every version since 3.10 exports (no object layout is read) and libc's `pthread_self`, and it is
built for x86-64 without features beyond the baseline.

Where it comes from: the object is compiled once (LLVM, when this process has imported it anyway
to compile a kernel) and kept in the cache directory's memo (`cpu-express-<IR hash>.o`: the hash of
the IR it was compiled from, the object's own hash, the object; either hash wrong, and the object
is compiled again where LLVM is loaded, else not used); a process that finds it there maps it with
elf.py. A process with neither (a kernel cache filled elsewhere, the memo cleared) launches through
the Python path. x86-64 only (elf.py's loader); other machines always take the Python path.

The state block (`STATE`): the `_omp` entry's address, the job block's, the argument kinds' (one
byte a slot: 0 int64, 1 pointer (uint64), 2 f64, 3 f32), the slot count, the launcher's thread
count, a busy flag, where the range counters start (the first of them zeroed every launch alone,
every thread's line for a team), the address of openmp.native, whether the launcher's OpenMP
threads have the stack it needs, the policy's fewest programs per thread and whether it is
adaptive (codegen/cpu/launch_abi.py declares it).
"""
from __future__ import annotations

import ctypes
import os
import sys
import threading

from ...codegen.cpu import launch_abi

STATE_FIELDS = launch_abi.STATE  # (its fields: codegen/cpu/launch_abi.py)
STATE = STATE_FIELDS.struct
KINDS = {"q": 0, "Q": 1, "d": 2, "f4x": 3}  # a slot's struct format (driver._SLOT) -> its kind
MEMO_PREFIX = "cpu-express-"  # + the IR hash's first 16 digits + ".o"
METH_FASTCALL = 0x80

IR = launch_abi.render(r"""
declare ptr @PyTuple_GetItem(ptr, i64)
declare i64 @PyTuple_Size(ptr)
declare i64 @PyLong_AsLongLong(ptr)
declare i64 @PyLong_AsUnsignedLongLong(ptr)
declare ptr @PyLong_AsVoidPtr(ptr)
declare double @PyFloat_AsDouble(ptr)
declare ptr @PyErr_Occurred()
declare void @PyErr_Clear()
declare ptr @PyEval_SaveThread()
declare void @PyEval_RestoreThread(ptr)
declare ptr @PyObject_CallFunctionObjArgs(ptr, ...)
declare void @Py_IncRef(ptr)
declare void @Py_DecRef(ptr)
declare ptr @PyTuple_New(i64)
declare i32 @PyTuple_SetItem(ptr, i64, ptr)
declare ptr @PyObject_CallObject(ptr, ptr)
declare ptr @PyImport_GetModuleDict()
declare ptr @PyDict_GetItemString(ptr, ptr)
declare i64 @PyDict_Size(ptr)
declare ptr @PyDict_GetItem(ptr, ptr)
declare ptr @PyLong_FromLongLong(i64)
declare i64 @pthread_self()

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
@_Py_NoneStruct = external global i8
@torch = private unnamed_addr constant [6 x i8] c"torch\00"

; after a C API call answered its error value (-1): whether it raised (the error is then cleared)
define internal i1 @raised() {
entry:
  %e = call ptr @PyErr_Occurred()
  %set = icmp ne ptr %e, null
  br i1 %set, label %clear, label %no
clear:
  call void @PyErr_Clear()
  ret i1 true
no:
  ret i1 false
}

; a grid dimension: an int in [1, 2^31 - 1], else 0 (the Python path decides what it means)
define internal i64 @dim(ptr %grid, i64 %n, i64 %i) {
entry:
  %has = icmp slt i64 %i, %n
  br i1 %has, label %read, label %one
one:
  ret i64 1
read:
  %o = call ptr @PyTuple_GetItem(ptr %grid, i64 %i)
  %v = call i64 @PyLong_AsLongLong(ptr %o)
  %neg = icmp eq i64 %v, -1
  br i1 %neg, label %err, label %check
err:
  %raised = call i1 @raised()
  br i1 %raised, label %zero, label %check
zero:
  ret i64 0
check:
  %pos = icmp sgt i64 %v, 0
  %fits = icmp slt i64 %v, 2147483648
  %ok = and i1 %pos, %fits
  %r = select i1 %ok, i64 %v, i64 0
  ret i64 %r
}

; one value into its 8-byte slot: 1 when it converted as struct would, else 0 (no error left set)
define internal i1 @slot(ptr %o, i8 %kind, ptr %at) {
entry:
  switch i8 %kind, label %bad [ i8 0, label %int
                                i8 1, label %ptr
                                i8 2, label %f64
                                i8 3, label %f32 ]
int:
  %i = call i64 @PyLong_AsLongLong(ptr %o)
  store i64 %i, ptr %at
  %ie = icmp eq i64 %i, -1
  br i1 %ie, label %maybe, label %good
ptr:
  %p = call i64 @PyLong_AsUnsignedLongLong(ptr %o)
  store i64 %p, ptr %at
  %pe = icmp eq i64 %p, -1
  br i1 %pe, label %maybe, label %good
f64:
  %d = call double @PyFloat_AsDouble(ptr %o)
  store double %d, ptr %at
  %de = fcmp oeq double %d, -1.0
  br i1 %de, label %maybe, label %good
f32:
  %g = call double @PyFloat_AsDouble(ptr %o)
  %ge = fcmp oeq double %g, -1.0
  br i1 %ge, label %f32err, label %f32range
f32err:
  %raised32 = call i1 @raised()
  br i1 %raised32, label %bad, label %f32range
f32range:
  ; struct's "f" refuses a finite value that rounds to f32's infinity (OverflowError: the Python path
  ; raises it), from halfway between FLT_MAX and 2^128; NaNs it packs as the C cast does, except a
  ; signalling NaN on newer Pythons: both go to it
  %mag = call double @llvm.fabs.f64(double %g)
  %big = fcmp oge double %mag, 0x47EFFFFFF0000000
  %finite = fcmp one double %mag, 0x7FF0000000000000
  %finite_big = and i1 %big, %finite
  %nan = fcmp uno double %g, 0.0
  %struct_s = or i1 %finite_big, %nan
  br i1 %struct_s, label %bad, label %f32store
f32store:
  %h = fptrunc double %g to float
  store float %h, ptr %at
  %pad = getelementptr i8, ptr %at, i64 4
  store i32 0, ptr %pad
  br label %good
maybe:
  %raised = call i1 @raised()
  br i1 %raised, label %bad, label %good
bad:
  ret i1 false
good:
  ret i1 true
}

; the entry of grid size `total` in the dict self[item] (the team record's solo table),
; borrowed; null when there is none (no error left set)
define internal ptr @entry_of(ptr %self, i64 %item, i64 %total) {
entry:
  %d = call ptr @PyTuple_GetItem(ptr %self, i64 %item)
  %n = call i64 @PyDict_Size(ptr %d)
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %none, label %key
key:
  %k = call ptr @PyLong_FromLongLong(i64 %total)
  %k.ok = icmp ne ptr %k, null
  br i1 %k.ok, label %get, label %clear
get:
  %e = call ptr @PyDict_GetItem(ptr %d, ptr %k)
  call void @Py_DecRef(ptr %k)
  ret ptr %e
clear:
  call void @PyErr_Clear()
  br label %none
none:
  ret ptr null
}

; the launcher's native_report(total, value) (the 5th item of self): None, or null with its error
define internal ptr @report(ptr %self, i64 %total, i64 %value) {
entry:
  %fn = call ptr @PyTuple_GetItem(ptr %self, i64 4)
  %t = call ptr @PyLong_FromLongLong(i64 %total)
  %t.ok = icmp ne ptr %t, null
  br i1 %t.ok, label %second, label %fail
second:
  %v = call ptr @PyLong_FromLongLong(i64 %value)
  %v.ok = icmp ne ptr %v, null
  br i1 %v.ok, label %call, label %fail_t
fail_t:
  call void @Py_DecRef(ptr %t)
  br label %fail
call:
  %r = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %fn, ptr %t, ptr %v, ptr null)
  call void @Py_DecRef(ptr %t)
  call void @Py_DecRef(ptr %v)
  %r.ok = icmp ne ptr %r, null
  br i1 %r.ok, label %done, label %fail
done:
  call void @Py_DecRef(ptr %r)
  call void @Py_IncRef(ptr @_Py_NoneStruct)
  ret ptr @_Py_NoneStruct
fail:
  ret ptr null
}

declare double @llvm.fabs.f64(double)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)

define ptr @tritium_express(ptr %self, ptr %args, i64 %nargs) {
entry:
  %launcher = call ptr @PyTuple_GetItem(ptr %self, i64 0)
  %two = icmp eq i64 %nargs, 2
  br i1 %two, label %parse, label %python_args
python_args:
  ; (not called so by @jit: the arguments go to the launcher as they are, stream and all)
  %tup = call ptr @PyTuple_New(i64 %nargs)
  %tup.ok = icmp ne ptr %tup, null
  br i1 %tup.ok, label %pack_args, label %fail
pack_args:
  %j = phi i64 [ 0, %python_args ], [ %j1, %pack_one ]
  %jmore = icmp slt i64 %j, %nargs
  br i1 %jmore, label %pack_one, label %call_args
pack_one:
  %aj.p = getelementptr ptr, ptr %args, i64 %j
  %aj = load ptr, ptr %aj.p
  call void @Py_IncRef(ptr %aj)
  %setr = call i32 @PyTuple_SetItem(ptr %tup, i64 %j, ptr %aj)
  %j1 = add i64 %j, 1
  br label %pack_args
call_args:
  %r0 = call ptr @PyObject_CallObject(ptr %launcher, ptr %tup)
  call void @Py_DecRef(ptr %tup)
  ret ptr %r0
fail:
  ret ptr null
parse:
  %grid = load ptr, ptr %args
  %values.p = getelementptr ptr, ptr %args, i64 1
  %values = load ptr, ptr %values.p
  %sa = call ptr @PyTuple_GetItem(ptr %self, i64 1)
  %st = call ptr @PyLong_AsVoidPtr(ptr %sa)
  %n = call i64 @PyTuple_Size(ptr %grid)
  %n.ok1 = icmp sge i64 %n, 1
  %n.ok3 = icmp sle i64 %n, 3
  %n.ok = and i1 %n.ok1, %n.ok3
  br i1 %n.ok, label %dims, label %python_clear
dims:
  %gx = call i64 @dim(ptr %grid, i64 %n, i64 0)
  %gy = call i64 @dim(ptr %grid, i64 %n, i64 1)
  %gz = call i64 @dim(ptr %grid, i64 %n, i64 2)
  %gxy = mul i64 %gx, %gy
  ; (each dimension is below 2^31: gx * gy fits, its product with gz may not)
  %prod = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %gxy, i64 %gz)
  %total = extractvalue { i64, i1 } %prod, 0
  %wrapped = extractvalue { i64, i1 } %prod, 1
  %zero = icmp eq i64 %total, 0
  %huge = icmp sgt i64 %total, 2147483647  ; (driver.MAX_PROGRAMS: the Python path says why)
  %zero_or_huge = or i1 %zero, %huge
  %odd = or i1 %zero_or_huge, %wrapped
  br i1 %odd, label %python, label %alone
alone:
  ; several programs on a launcher that may use several threads: a team, when nothing the Python
  ; path would decide otherwise holds (each check below fails over to it)
  ; the team's size (policy.LaunchPolicy.threads): min(threads, programs, programs / the policy's
  ; fewest programs per thread), at least 1
  %threads.p = getelementptr i8, ptr %st, i64 $state.threads
  %threads = load i32, ptr %threads.p
  %threads64 = sext i32 %threads to i64
  %per.p = getelementptr i8, ptr %st, i64 $state.per_thread
  %per32 = load i32, ptr %per.p
  %per64 = sext i32 %per32 to i64
  %per.bad = icmp slt i64 %per64, 1
  %per = select i1 %per.bad, i64 1, i64 %per64
  %fewer = icmp slt i64 %total, %threads64
  %nmax = select i1 %fewer, i64 %total, i64 %threads64
  %byw = udiv i64 %total, %per
  %capw = icmp slt i64 %byw, %nmax
  %nth0 = select i1 %capw, i64 %byw, i64 %nmax
  %nth.z = icmp eq i64 %nth0, 0
  %nth = select i1 %nth.z, i64 1, i64 %nth0
  %to_team = icmp sgt i64 %nth, 1
  br i1 %to_team, label %team_check, label %count
team_check:
  ; the launcher's OpenMP threads have stacks its tile buffers fit in
  %tok.p = getelementptr i8, ptr %st, i64 $state.team_ok
  %tok = load i32, ptr %tok.p
  %tok.no = icmp eq i32 %tok, 0
  br i1 %tok.no, label %python, label %team_cell
team_cell:
  ; openmp.NATIVE: this process may use its runtime, a team has run already (no first-team rule)
  %cell.p = getelementptr i8, ptr %st, i64 $state.native
  %cell.a = load i64, ptr %cell.p
  %cell = inttoptr i64 %cell.a to ptr
  %gomp.a = load i64, ptr %cell
  %flags.p = getelementptr i8, ptr %cell, i64 $native.flags
  %flags = load i64, ptr %flags.p
  %started.b = and i64 %flags, 2
  %no.gomp = icmp eq i64 %gomp.a, 0
  %no.start = icmp eq i64 %started.b, 0
  %no.team = or i1 %no.gomp, %no.start
  br i1 %no.team, label %python, label %team_master
team_master:
  ; only the thread that starts tritium's regions (openmp._claim) starts one
  %master.p = getelementptr i8, ptr %cell, i64 $native.master
  %master = load i64, ptr %master.p
  %me = call i64 @pthread_self()
  %is.master = icmp eq i64 %me, %master
  br i1 %is.master, label %team_torch, label %python
team_torch:
  ; torch imported since the runtime was chosen: the Python path chooses again (openmp.parallel)
  %seen.b = and i64 %flags, 1
  %seen.no = icmp eq i64 %seen.b, 0
  br i1 %seen.no, label %team_look_torch, label %count
team_look_torch:
  %mods = call ptr @PyImport_GetModuleDict()
  %tmod = call ptr @PyDict_GetItemString(ptr %mods, ptr @torch)
  %has.torch = icmp ne ptr %tmod, null
  br i1 %has.torch, label %python, label %count
count:
  %want_team = phi i1 [ false, %alone ], [ true, %team_torch ], [ true, %team_look_torch ]
  %slots.p = getelementptr i8, ptr %st, i64 $state.slots
  %slots32 = load i32, ptr %slots.p
  %slots = sext i32 %slots32 to i64
  %nv = call i64 @PyTuple_Size(ptr %values)
  %same = icmp eq i64 %nv, %slots
  br i1 %same, label %claim, label %python_clear
claim:
  %busy = getelementptr i8, ptr %st, i64 $state.busy
  %cx = cmpxchg ptr %busy, i32 0, i32 1 acquire monotonic
  %won = extractvalue { i32, i1 } %cx, 1
  br i1 %won, label %fill, label %python
fill:
  %job.p = getelementptr i8, ptr %st, i64 $state.job
  %job.a = load i64, ptr %job.p
  %job = inttoptr i64 %job.a to ptr
  %kinds.p = getelementptr i8, ptr %st, i64 $state.kinds
  %kinds.a = load i64, ptr %kinds.p
  %kinds = inttoptr i64 %kinds.a to ptr
  br label %arg
arg:
  %k = phi i64 [ 0, %fill ], [ %k1, %arg.ok ]
  %more = icmp slt i64 %k, %slots
  br i1 %more, label %arg.one, label %solo_check
arg.one:
  %o = call ptr @PyTuple_GetItem(ptr %values, i64 %k)
  %kind.p = getelementptr i8, ptr %kinds, i64 %k
  %kind = load i8, ptr %kind.p
  %k8 = shl i64 %k, 3
  %off = add i64 %k8, 64
  %at = getelementptr i8, ptr %job, i64 %off
  %ok = call i1 @slot(ptr %o, i8 %kind, ptr %at)
  %k1 = add i64 %k, 1
  br i1 %ok, label %arg.ok, label %release_python
arg.ok:
  br label %arg
solo_check:
  ; (from here the launch is this function's: busy is held and the values are in the job block)
  br i1 %want_team, label %team_adaptive, label %header
team_adaptive:
  ; the policy judges teams by what they did (policy.TeamRecord) only where it is adaptive
  %ad.p = getelementptr i8, ptr %st, i64 $state.adaptive
  %ad = load i32, ptr %ad.p
  %ad.no = icmp eq i32 %ad, 0
  br i1 %ad.no, label %header, label %team_solo
team_solo:
  ; a size the team record holds (policy.TeamRecord: it runs alone for a while after a useless
  ; team) is the record's to decide: the Python path's launch
  %sizes = call ptr @entry_of(ptr %self, i64 3, i64 %total)
  %sizes.no = icmp eq ptr %sizes, null
  br i1 %sizes.no, label %header, label %release_python
header:
  %run_team = phi i1 [ false, %solo_check ], [ true, %team_adaptive ], [ true, %team_solo ]
  ; the job block's header (launch_abi.JOB): counter 0, total, chunk = total, no callback, the grid,
  ; no omp_get_thread_num (this thread is thread 0), a team of one; and its range's counter 0
  store i64 0, ptr %job
  %h.total = getelementptr i8, ptr %job, i64 $job.total
  store i64 %total, ptr %h.total
  %h.chunk = getelementptr i8, ptr %job, i64 $job.chunk
  store i64 %total, ptr %h.chunk
  %h.rt = getelementptr i8, ptr %job, i64 $job.rt
  store i64 0, ptr %h.rt
  %h.nx = getelementptr i8, ptr %job, i64 $job.nx
  %gx32 = trunc i64 %gx to i32
  store i32 %gx32, ptr %h.nx
  %h.ny = getelementptr i8, ptr %job, i64 $job.ny
  %gy32 = trunc i64 %gy to i32
  store i32 %gy32, ptr %h.ny
  %h.nz = getelementptr i8, ptr %job, i64 $job.nz
  %gz32 = trunc i64 %gz to i32
  store i32 %gz32, ptr %h.nz
  %h.unused = getelementptr i8, ptr %job, i64 $job.unused
  store i32 0, ptr %h.unused
  %h.tid = getelementptr i8, ptr %job, i64 $job.thread_num_fn
  store i64 0, ptr %h.tid
  %h.nth = getelementptr i8, ptr %job, i64 $job.threads
  store i64 1, ptr %h.nth
  %ranges.p = getelementptr i8, ptr %st, i64 $state.ranges
  %ranges32 = load i32, ptr %ranges.p
  %ranges = sext i32 %ranges32 to i64
  %ctr = getelementptr i8, ptr %job, i64 %ranges
  %omp.a = load i64, ptr %st
  %omp = inttoptr i64 %omp.a to ptr
  br i1 %run_team, label %team_run, label %alone_run
alone_run:
  store i64 0, ptr %ctr
  %ts = call ptr @PyEval_SaveThread()
  %ran = call i64 %omp(ptr %job)
  call void @PyEval_RestoreThread(ptr %ts)
  store atomic i32 0, ptr %busy release, align 4
  br label %none
team_run:
  ; as the driver's _pack: the policy's %nth threads, chunks of ~1/8 of a thread's share, every
  ; thread's counter line zeroed (its counter and the byte it sets when it runs programs)
  %eighths = mul i64 %nth, 8
  %share = udiv i64 %total, %eighths
  %share.z = icmp eq i64 %share, 0
  %chunk = select i1 %share.z, i64 1, i64 %share
  store i64 %chunk, ptr %h.chunk
  %cell2.p = getelementptr i8, ptr %st, i64 $state.native
  %cell2.a = load i64, ptr %cell2.p
  %cell2 = inttoptr i64 %cell2.a to ptr
  %tid.p = getelementptr i8, ptr %cell2, i64 $native.thread_num_fn
  %tid = load i64, ptr %tid.p
  store i64 %tid, ptr %h.tid
  store i64 %nth, ptr %h.nth
  %lines = shl i64 %threads64, 6
  call void @llvm.memset.p0.i64(ptr %ctr, i8 0, i64 %lines, i1 false)
  %gomp2.a = load i64, ptr %cell2
  %gomp = inttoptr i64 %gomp2.a to ptr
  %gomp2.no = icmp eq i64 %gomp2.a, 0
  br i1 %gomp2.no, label %release_python, label %team_go
team_go:
  %nth32 = trunc i64 %nth to i32
  %tt = call ptr @PyEval_SaveThread()
  call void %gomp(ptr %omp, ptr %job, i32 %nth32, i32 0)
  call void @PyEval_RestoreThread(ptr %tt)
  ; as the driver's _note_team: an adaptive policy, more than one chunk, and how many threads ran
  ; programs?
  %ad2.p = getelementptr i8, ptr %st, i64 $state.adaptive
  %ad2 = load i32, ptr %ad2.p
  %ad2.no = icmp eq i32 %ad2, 0
  %one.chunk = icmp sle i64 %total, %chunk
  %no.tid = icmp eq i64 %tid, 0
  %unseen0 = or i1 %one.chunk, %no.tid
  %unseen = or i1 %unseen0, %ad2.no
  br i1 %unseen, label %team_done, label %workers
workers:
  %w.i = phi i64 [ 0, %team_go ], [ %w.i1, %workers ]
  %w.n = phi i64 [ 0, %team_go ], [ %w.n1, %workers ]
  %w.off = shl i64 %w.i, 6
  %w.off8 = add i64 %w.off, 8
  %w.at = getelementptr i8, ptr %ctr, i64 %w.off8
  %w.b = load i8, ptr %w.at
  %w.set = icmp ne i8 %w.b, 0
  %w.add = zext i1 %w.set to i64
  %w.n1 = add i64 %w.n, %w.add
  %w.i1 = add i64 %w.i, 1
  %w.more = icmp slt i64 %w.i1, %threads64
  br i1 %w.more, label %workers, label %counted
counted:
  ; a useless team (one thread ran programs) goes to the launcher's native_report(total, workers):
  ; TeamRecord.team_result (Python: rare)
  %useful = icmp sgt i64 %w.n1, 1
  br i1 %useful, label %team_done, label %useless
useless:
  store atomic i32 0, ptr %busy release, align 4
  %r_team = call ptr @report(ptr %self, i64 %total, i64 %w.n1)
  ret ptr %r_team
team_done:
  store atomic i32 0, ptr %busy release, align 4
  br label %none
none:
  call void @Py_IncRef(ptr @_Py_NoneStruct)
  ret ptr @_Py_NoneStruct
release_python:
  store atomic i32 0, ptr %busy release, align 4
  br label %python
python_clear:
  ; (a size asked of a non-tuple sets an error; clearing none is harmless)
  call void @PyErr_Clear()
  br label %python
python:
  %r = call ptr (ptr, ...) @PyObject_CallFunctionObjArgs(ptr %launcher, ptr %grid, ptr %values, ptr null)
  ret ptr %r
}
""")

_fn = None  # (the loaded object, its PyMethodDef, PyCFunction_NewEx); False: none in this process
_lock = threading.Lock()


def _after_fork_in_child() -> None:
    global _lock
    _lock = threading.Lock()  # (a fork while another thread held it would leave it held for good)


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)


class _MethodDef(ctypes.Structure):
    _fields_ = [("ml_name", ctypes.c_char_p), ("ml_meth", ctypes.c_void_p), ("ml_flags", ctypes.c_int),
                ("ml_doc", ctypes.c_char_p)]


def _hash(data: bytes) -> bytes:
    from ...store.cache import sha256  # (the interpreter's own: OpenSSL's costs a first launch ms)
    return sha256(data).hexdigest().encode()


def _tag() -> bytes:
    """What the memo's object must have been compiled from: this IR for x86-64."""
    return _hash(("x86_64\0" + IR).encode())


def memo_name() -> str:
    """The memo file of this IR's object (one per IR: tritium versions side by side keep theirs)."""
    return f"{MEMO_PREFIX}{_tag()[:16].decode()}.o"


def _compile() -> bytes:
    """The IR as an x86-64 object (baseline features), through llvmlite (already imported)."""
    import llvmlite.binding as llvm
    from .compiler import _init_llvm
    from ...codegen.llvm import LLVM_LOCK
    with LLVM_LOCK:
        _init_llvm()  # (every target LLVM has, once, as for kernels)
        m = llvm.parse_assembly(IR)
        m.triple = "x86_64-unknown-linux-gnu"
        m.verify()
        tm = llvm.Target.from_triple(m.triple).create_target_machine(cpu="x86-64", opt=2, reloc="pic",
                                                                      codemodel="small")
        return tm.emit_object(m)


def _python_symbol(name: str) -> int:
    """The address of a C API function or object of this Python (elf.py's resolver)."""
    return ctypes.addressof(ctypes.c_char.in_dll(ctypes.pythonapi, name))


def _object(memo: str | None) -> bytes | None:
    """The express object: from the memo, else compiled (only where LLVM is already imported) and
    stored there; None when neither is possible."""
    tag = _tag()
    name = memo_name()
    if memo is not None:
        try:
            with open(os.path.join(memo, name), "rb") as f:
                data = f.read()
            obj = data[128:]
            if data[:64] == tag and data[64:128] == _hash(obj):
                return obj
        except OSError:
            pass
    if "llvmlite.binding" not in sys.modules:
        return None
    obj = _compile()
    if memo is not None:
        from ...store.cache import _write_atomic
        _write_atomic(memo, name, tag + _hash(obj) + obj)
    return obj


def _load():
    """(object, method definition, PyCFunction_NewEx) of this process's `tritium_express` (loaded
    once), or False; None while there is no object yet (asked again at the next bind: a compile
    may have loaded LLVM since)."""
    with _lock:
        if _fn is None:
            _load_once()
        return _fn


def _load_once() -> None:
    global _fn
    machine = os.uname().machine if hasattr(os, "uname") else "?"
    if machine not in ("x86_64", "amd64") or sys.implementation.name != "cpython":
        _fn = False
        return
    from ...store.cache import memo_dir
    from . import elf
    try:
        obj = _object(memo_dir())
        if obj is None:
            return  # (_fn stays None)
        _fn = False
        loaded = elf.load(obj, _python_symbol)
        addr = loaded.get_function_address("tritium_express")
        if not addr:
            return
    except Exception:  # noqa: BLE001 - (an object the loader or LLVM refuses: the Python path stays)
        _fn = False
        return
    md = _MethodDef(b"tritium_express", addr, METH_FASTCALL, None)
    # (a prototype of our own: ctypes.pythonapi's attributes are shared with every other user of them)
    new = ctypes.PYFUNCTYPE(ctypes.py_object, ctypes.c_void_p, ctypes.py_object, ctypes.py_object)(
        _python_symbol("PyCFunction_NewEx"))
    _fn = (loaded, md, new)


def _write_policy(state, policy) -> None:
    """The state block's copy of the launch policy's two numbers."""
    ctypes.c_int32.from_buffer(state, STATE_FIELDS.offset("per_thread")).value = policy.programs_per_thread
    ctypes.c_int32.from_buffer(state, STATE_FIELDS.offset("adaptive")).value = int(policy.adaptive)


def restate(fast, launcher) -> None:
    """A bound express function's copy of the launcher's policy, brought up to date (set_policy)."""
    _write_policy(fast.__self__[2][2], launcher.policy)


def bind(launcher, kinds: list[str]):
    """`express(grid, values)` for a plain launcher whose argument slots have these struct formats
    (driver._SLOT), or None (a slot kind it does not convert, no express function in this process)."""
    if any(k not in KINDS for k in kinds) or not launcher.inline_ok:  # (big stacks run on pool threads)
        return None
    got = _load()
    if not got:
        return None
    _, md, new = got
    from . import openmp
    kind_bytes = ctypes.create_string_buffer(bytes(KINDS[k] for k in kinds) or b"\0")
    job = ctypes.create_string_buffer(launcher.job.size)
    state = ctypes.create_string_buffer(STATE.size)
    STATE.pack_into(state, 0, launcher.omp_addr, ctypes.addressof(job), ctypes.addressof(kind_bytes), len(kinds),
                    launcher.num_threads, 0, launcher.ranges, ctypes.addressof(openmp.native),
                    int(launcher.omp_stack_ok), 0, 0)
    _write_policy(state, launcher.policy)
    # self: (the launcher, the state's address, the buffers the state points to (alive with the
    # builtin), the record's `solo` table, what a useless team calls)
    return new(ctypes.addressof(md), (launcher, ctypes.addressof(state), (kind_bytes, job, state, openmp.native),
                                      launcher.record.solo, launcher.native_report), None)
