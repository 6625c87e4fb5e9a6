"""How many threads a CPU grid runs on: one policy, from the grid's estimated work and the machine.

A team of threads costs its wake-up and the wait for its last thread (~9 µs on an idle 16-core
machine against ~2 µs for a grid on the calling thread) and saves up to cores x the grid's time.
So a launch asks `LaunchPolicy.threads(programs)`:

1. **Estimated work** (the static rule). Each kernel's metadata says what one program moves and
   computes (passes/work_estimate.py). Where that is known (no loop of a runtime trip count), a
   team gets no more threads than have `thread_ns` of estimated work each: 16 programs that each
   add 8 numbers run on the calling thread, a 2^24-element add on every core. Kernels whose
   programs may wait for each other (atomics, volatile loads: `talks`) always get every thread
   asked for: a program spinning on one no thread has started would never end.
2. **Measured** (`TeamRecord`), only where the estimate is a lower bound (a matmul's K loop, a
   softmax looping over its row), so cannot say a team is too many. After a team on which one
   thread ran every program (the others came too late: the grid was short, or their cores busy),
   that grid size runs on the calling thread alone for the next 4 launches, then a team is tried
   again (8, 16, ... 1024 launches after each useless one). A run alone longer than
   `solo_long_ns` (1 ms) makes the size **heavy**: it runs on teams from then on, useless or not.
   A useless team costs a heavy grid a wait short beside it (up to a scheduler tick when another
   program holds the cores, as it does torch's teams), while running alone costs it up to cores x
   (a 512^3 matmul ran alone at 2-3.5 ms against 0.5 ms for torch on the 16-core machine).
3. Before this process's first team, openmp.first_team counts the cores this process is already
   busy on (not for kernels that talk); the driver applies it.

express.py's native launch reads the policy's two numbers (`programs_per_thread`, `adaptive`)
from its state block, hands a grid size the record holds to the Python path (which applies
`TeamRecord.threads` and `ran_alone`) and reports a useless team to `TeamRecord.team_result`
(through the launcher's `native_report`): the rules are written here once.
"""
from __future__ import annotations

from ... import knobs

SOLO_FIRST, SOLO_MOST = 4, 1024  # launches alone after a useless team: the first time, at most
SOLO_LONG_NS = 1_000_000  # a run alone longer than this makes its grid size heavy
THREAD_NS = 10_000  # the least estimated work (ns on one core) a team's thread must get
# One core's speed, taken on the fast side (the estimate errs toward fewer threads only as far as
# a fast core would really finish sooner): bytes moved, dot FLOPs, other tensor elements per ns
BYTES_PER_NS, FLOPS_PER_NS, OPS_PER_NS = 16.0, 64.0, 16.0
_WORK_FIELDS = ("bytes", "flops", "ops")


def read_work(d) -> dict | None:
    """A kernel's `work` metadata ({bytes, flops, ops: ints in [0, 2^62), bounded: bool}, as
    passes/work_estimate.py writes it) when it is that, else None (absent, or not from that pass:
    a cache entry's metadata is checked before use, Backend.check_metadata)."""
    if not isinstance(d, dict) or type(d.get("bounded")) is not bool:
        return None
    if not all(type(d.get(k)) is int and 0 <= d[k] < 1 << 62 for k in _WORK_FIELDS):
        return None
    return {"bytes": d["bytes"], "flops": d["flops"], "ops": d["ops"], "bounded": d["bounded"]}


def program_ns(work: dict) -> float:
    """One program's estimated time on one core."""
    return work["bytes"] / BYTES_PER_NS + work["flops"] / FLOPS_PER_NS + work["ops"] / OPS_PER_NS


class LaunchPolicy:
    """The thread count rules of one loaded kernel (a CPULauncher's `policy`). (A plain class: a
    dataclass costs a cached first launch ~0.6 ms to define.)"""
    __slots__ = ("cores", "work", "talks", "thread_ns", "programs_per_thread", "adaptive")

    def __init__(self, cores: int, work: dict | None = None, talks: bool = True, thread_ns: int = THREAD_NS):
        self.cores = max(1, int(cores))  # threads a launch may use: num_threads, else the machine's cores
        self.work = read_work(work)  # one program's estimated work; None: unknown (llir from elsewhere)
        self.talks = bool(talks)  # programs may wait for each other: every thread asked for
        self.thread_ns = max(0, int(thread_ns))
        w = self.work
        # the fewest programs worth a thread of their own (1: no cap)
        if self.talks or w is None or not w["bounded"] or self.thread_ns <= 0:
            self.programs_per_thread = 1
        else:
            self.programs_per_thread = max(1, min(1 << 30, int(-(-self.thread_ns // max(program_ns(w), 1e-3)))))
        # whether teams are judged by what they did (TeamRecord): where the estimate cannot say a
        # team has too many threads (unknown or a lower bound), and the programs do not talk
        self.adaptive = not self.talks and (w is None or not w["bounded"])

    @staticmethod
    def for_kernel(metadata: dict, cores: int) -> "LaunchPolicy":
        """The policy of a kernel from its metadata (`work`, `talks`) and the thread count;
        TRITIUM_CPU_THREAD_WORK_NS overrides `thread_ns` (0: no cap from the estimate)."""
        ns = knobs.cpu.thread_work_ns
        return LaunchPolicy(cores, metadata.get("work"), metadata.get("talks", True), THREAD_NS if ns is None else ns)

    def replace(self, **changes) -> "LaunchPolicy":
        """This policy with some fields changed (benchmarks and tests: `thread_ns=0`, `work=None`)."""
        fields = {"cores": self.cores, "work": self.work, "talks": self.talks, "thread_ns": self.thread_ns}
        fields.update(changes)
        return LaunchPolicy(**fields)

    def threads(self, programs: int) -> int:
        """The team size for a grid of `programs` (1: the calling thread alone)."""
        n = self.cores if self.cores < programs else programs
        per = self.programs_per_thread
        return n if per == 1 else max(1, min(n, programs // per))

    def __repr__(self):
        return (f"LaunchPolicy(cores={self.cores}, work={self.work}, talks={self.talks}, thread_ns={self.thread_ns}: "
                f"{self.programs_per_thread} programs a thread{', adaptive' if self.adaptive else ''})")


class TeamRecord:
    """What teams of an adaptive kernel did, by grid size (rule 2 above). `solo`: size -> [launches
    left alone, the length of the next such run]; `heavy`: the sizes that run on teams whatever
    their teams do. Both are read by express.py's native launch (solo as a dict of lists)."""

    def __init__(self, solo_long_ns: int = SOLO_LONG_NS):
        self.solo: dict = {}
        self.heavy: set = set()
        self.solo_long_ns = solo_long_ns

    def threads(self, total: int, threads: int) -> int:
        """`threads`, or 1 while this size has launches left alone (one fewer from now)."""
        s = self.solo.get(total)
        if s is None or s[0] <= 0:
            return threads
        s[0] -= 1
        return 1

    def alone_now(self, total: int) -> bool:
        """Whether the size is in a run alone (so a launch of it is timed: ran_alone)."""
        return total in self.solo

    def team_result(self, total: int, workers: int) -> None:
        """A team ran `total` programs in more than one chunk and `workers` of its threads ran any:
        more than one ends the size's run alone; one (useless) starts or lengthens it, unless the
        size is heavy."""
        if workers > 1:
            if self.solo:
                self.solo.pop(total, None)
            return
        if total in self.heavy:
            return
        if len(self.solo) > 64:  # (a bound: sizes seen once)
            self.solo.clear()
        s = self.solo.setdefault(total, [0, SOLO_FIRST])
        s[0], s[1] = s[1], min(2 * s[1], SOLO_MOST)

    def ran_alone(self, total: int, ns: int) -> None:
        """A run alone by the rule took `ns`: over `solo_long_ns`, the size is heavy (teams from
        its next launch on)."""
        if ns <= self.solo_long_ns:
            return
        if len(self.heavy) > 64:
            self.heavy.clear()
        self.heavy.add(total)
        self.solo.pop(total, None)
