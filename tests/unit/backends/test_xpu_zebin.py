"""The xpu backend's zebin stage (tritium/backends/xpu/zebin.py): SPIR-V -> Intel GPU binary with
ocloc, on hand-written OpenCL kernels turned into SPIR-V by LLVM's SPIR-V back end (llvmlite).

Needs ocloc (Debian/Ubuntu: `apt install intel-opencl-icd`) but no GPU; the tests that run ocloc are
skipped without it, the ones about a missing ocloc are not.
"""
import os
import re
import shlex
import struct
import tempfile

import pytest

from tritium.backends.base import BackendCompileError
from tritium.backends.xpu import zebin as z


def _ocloc():
    try:
        return z.find_ocloc()
    except z.ToolchainError:
        return None


needs_ocloc = pytest.mark.skipif(_ocloc() is None, reason="ocloc not installed (apt install intel-opencl-icd)")

_DECLS = """declare spir_func i64 @_Z12get_local_idj(i32) nounwind
declare spir_func i64 @_Z12get_group_idj(i32) nounwind
declare spir_func void @_Z7barrierj(i32) convergent nounwind
declare float @llvm.fma.f32(float, float, float)
"""

# two kernels: a copy, and a neighbour exchange through 2 KiB of shared local memory
BASIC = _DECLS + """@smem = internal addrspace(3) global [512 x float] undef, align 4
define spir_kernel void @add(ptr addrspace(1) %a, ptr addrspace(1) %b) !intel_reqd_sub_group_size !0 {
entry:
  %i = call spir_func i64 @_Z12get_local_idj(i32 0)
  %p = getelementptr float, ptr addrspace(1) %a, i64 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %q = getelementptr float, ptr addrspace(1) %b, i64 %i
  store float %x, ptr addrspace(1) %q, align 4
  ret void
}
define spir_kernel void @exchange(ptr addrspace(1) %a, ptr addrspace(1) %b) !intel_reqd_sub_group_size !0 {
entry:
  %i = call spir_func i64 @_Z12get_local_idj(i32 0)
  %p = getelementptr float, ptr addrspace(1) %a, i64 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %s = getelementptr [512 x float], ptr addrspace(3) @smem, i64 0, i64 %i
  store float %x, ptr addrspace(3) %s, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %j = xor i64 %i, 1
  %s2 = getelementptr [512 x float], ptr addrspace(3) @smem, i64 0, i64 %j
  %y = load float, ptr addrspace(3) %s2, align 4
  %q = getelementptr float, ptr addrspace(1) %b, i64 %i
  store float %y, ptr addrspace(1) %q, align 4
  ret void
}
!0 = !{i32 16}
"""


def _spilling_kernel(n: int = 64) -> str:
    """`n` floats carried around a loop, each step reading old values in a scrambled order, so about
    2n values are live at once: with SIMD16 on pvc (a float is one 64-byte GRF) n=64 spills at 128
    GRF (8 KiB of scratch) and fits in 256."""
    body = ["  %l = call spir_func i64 @_Z12get_local_idj(i32 0)",
            "  %g = call spir_func i64 @_Z12get_group_idj(i32 0)",
            "  %gs = shl i64 %g, 4", "  %i = add i64 %gs, %l"]
    for j in range(n):
        body += [f"  %o{j} = add i64 %i, {j * 4096}", f"  %p{j} = getelementptr float, ptr addrspace(1) %a, i64 %o{j}",
                 f"  %x{j} = load float, ptr addrspace(1) %p{j}, align 4"]
    body += ["  br label %loop", "loop:", "  %k = phi i32 [0, %entry], [%k1, %loop]"]
    body += [f"  %v{j} = phi float [%x{j}, %entry], [%w{j}, %loop]" for j in range(n)]
    body += [f"  %w{j} = call float @llvm.fma.f32(float %v{j}, float %v{(j * 7 + 3) % n}, float %v{(j + 1) % n})"
             for j in range(n)]
    body += ["  %k1 = add i32 %k, 1", "  %c = icmp slt i32 %k1, %n", "  br i1 %c, label %loop, label %exit", "exit:"]
    for j in range(n):
        body += [f"  %q{j} = getelementptr float, ptr addrspace(1) %out, i64 %o{j}",
                 f"  store float %w{j}, ptr addrspace(1) %q{j}, align 4"]
    return (_DECLS + "define spir_kernel void @spill(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) "
            "!intel_reqd_sub_group_size !0 {\nentry:\n" + "\n".join(body) + "\n  ret void\n}\n!0 = !{i32 16}\n")


def _spirv(src: str) -> bytes:
    import llvmlite.binding as llvm
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    tm = llvm.Target.from_triple("spirv64-unknown-unknown").create_target_machine(opt=2)
    m = llvm.parse_assembly(src)
    m.verify()  # before code generation: LLVM's assertions would abort the process on bad IR
    m.triple = "spirv64-unknown-unknown"
    m.data_layout = str(tm.target_data)
    return tm.emit_object(m)


@pytest.fixture(scope="module")
def spv():
    return {"basic": _spirv(BASIC), "spill": _spirv(_spilling_kernel())}


@pytest.fixture(scope="module")
def spill_default(spv):
    """The spilling kernel for pvc in the default mode (two ocloc runs), shared by several tests."""
    md = {"name": "spill"}
    return z.spv_to_zebin(spv["spill"], "pvc", md), md


@pytest.fixture
def own_tmp(monkeypatch, tmp_path):
    """Temporary directories of the module go under tmp_path (to see what is kept)."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    return tmp_path


def _kept(tmp_path):
    return sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("tritium-ocloc-"))


# ------------------------------------------------------------------------------------ finding ocloc
def test_missing_ocloc_says_how_to_install_it(monkeypatch, tmp_path):
    fake = tmp_path / "ocloc"
    fake.write_text("not a program")  # not executable
    monkeypatch.setenv("TRITIUM_OCLOC", str(fake))
    with pytest.raises(z.ToolchainError, match="intel-opencl-icd") as e:
        z.find_ocloc()
    assert "TRITIUM_OCLOC" in str(e.value)
    with pytest.raises(z.ToolchainError, match="intel-opencl-icd"):
        z.spv_to_zebin(b"", "pvc", {})
    monkeypatch.delenv("TRITIUM_OCLOC")
    monkeypatch.setenv("PATH", "")
    for fn in (z.find_ocloc, z.ocloc_version, z.toolchain_hash, z.known_devices):
        with pytest.raises(z.ToolchainError, match=r"apt install intel-opencl-icd.*\$TRITIUM_OCLOC"):
            fn()
    assert not issubclass(z.ToolchainError, BackendCompileError)  # the autotuner must not swallow it


@needs_ocloc
def test_tritium_ocloc_names_the_tool(monkeypatch, tmp_path):
    link = tmp_path / "my-ocloc"
    link.symlink_to(os.path.realpath(_ocloc()))
    monkeypatch.setenv("TRITIUM_OCLOC", str(link))
    assert z.find_ocloc() == str(link)
    assert "pvc" in z.known_devices()


@needs_ocloc
def test_version_and_hash():
    v = z.ocloc_version()
    assert v == z.ocloc_version()
    assert re.fullmatch(r"\d+\.\d+\.\d+", v) or v.startswith("sha256-")  # '22.43.24595' from `ocloc query`
    h = z.toolchain_hash()
    assert h == z.toolchain_hash() and h.startswith("ocloc" + v + "-")


@needs_ocloc
def test_devices():
    devs = z.known_devices()
    assert {"pvc", "dg2", "acm-g10", "dg1"} <= set(devs)
    assert not {"xe-hpc", "xe-hpg", "gen9", "xe", "version"} & set(devs)  # families make fat binaries
    assert z.check_device("PVC") == "pvc" and z.check_device("0x0bd5") == "0x0bd5"
    with pytest.raises(ValueError, match="nosuch.*known: .*dg1.*pvc"):
        z.check_device("nosuch")
    with pytest.raises(ValueError, match="known:.*pvc"):
        z.spv_to_zebin(b"", "xe-hpc", {})


# --------------------------------------------------------------------------------------- compiling
@needs_ocloc
@pytest.mark.parametrize("device", ["pvc", "dg2"])
def test_compile(device, spv, own_tmp):
    md = {"name": "add"}
    binary = z.spv_to_zebin(spv["basic"], device, md)
    assert binary[:4] == b"\x7fELF" and struct.unpack_from("<H", binary, 18)[0] == 205  # EM_INTELGT
    info = z.parse_ze_info(binary)
    assert set(info) == {"add", "exchange"}
    for k in info.values():
        assert (k["simd_size"], k["grf_count"], k["scratch"], k["private_size"]) == (16, 128, 0, 0)
    assert (info["exchange"]["slm_size"], info["exchange"]["barrier_count"]) == (2048, 1)
    assert info["add"]["slm_size"] == 0 and info["add"]["user_attributes"] == {"intel_reqd_sub_group_size": 16}
    assert md["n_regs"] == 128 and md["n_spills"] == 0 and md["simd_size"] == 16 and md["shared"] == 2048
    assert md["grf_mode"] == "128" and md["retried"] is False and md["device"] == device
    assert [a["grf_mode"] for a in md["attempts"]] == ["default"] and md["attempts"][0]["ms"] > 0
    assert md["ocloc_version"] == z.ocloc_version() and "grf_note" not in md
    assert _kept(own_tmp) == []  # the temporary directory is gone


@needs_ocloc
def test_spill_retries_with_256_grf(spill_default):
    binary, md = spill_default
    first, second = md["attempts"]
    assert (first["grf_mode"], first["n_regs"]) == ("default", 128) and first["n_spills"] > 0
    assert first["spill_estimate"] > 0  # IGC's log: "allocated 128 regs and spilled around N"
    assert (second["grf_mode"], second["n_regs"]) == ("256", 256) and second["n_spills"] < first["n_spills"]
    assert md["retried"] is True and md["n_regs"] == 256 and md["grf_mode"] == "256"
    assert md["n_spills"] == second["n_spills"] and md["grf_mode_requested"] == "default"
    assert z.parse_ze_info(binary)["spill"]["grf_count"] == 256


@needs_ocloc
def test_max_spill_bytes_suppresses_the_retry(spv, spill_default):
    spills = spill_default[1]["attempts"][0]["n_spills"]
    md = {}
    z.spv_to_zebin(spv["spill"], "pvc", md, max_spill_bytes=spills)  # retried only above the limit
    assert md["retried"] is False and len(md["attempts"]) == 1
    assert (md["n_regs"], md["n_spills"], md["grf_mode"]) == (128, spills, "128")


@needs_ocloc
@pytest.mark.parametrize("mode,regs", [("256", 256), ("128", 128), ("auto", 256)])
def test_grf_modes(mode, regs, spv):
    md = {}
    binary = z.spv_to_zebin(spv["spill"], "pvc", md, grf_mode=mode)
    assert z.parse_ze_info(binary)["spill"]["grf_count"] == regs == md["n_regs"]
    assert md["retried"] is False and md["attempts"][0]["grf_mode"] == mode and md["grf_mode"] == str(regs)
    assert (md["n_spills"] > 0) == (regs == 128)


@needs_ocloc
def test_auto_mode_keeps_128_for_a_small_kernel(spv):
    md = {}
    z.spv_to_zebin(spv["basic"], "pvc", md, grf_mode="auto")
    assert md["n_regs"] == 128 and md["grf_mode_requested"] == "auto"


@needs_ocloc
def test_device_without_large_grf(spv, monkeypatch):
    monkeypatch.setattr(z, "_NO_LARGE_GRF", set())
    md = {}
    z.spv_to_zebin(spv["spill"], "dg1", md, grf_mode="256")  # ocloc ignores the request on dg1
    assert md["n_regs"] == 128 and "no 256-GRF mode" in md["grf_note"]
    md = {}
    z.spv_to_zebin(spv["spill"], "dg1", md)  # the retry finds out, the next compile knows
    assert md["retried"] is True and md["n_regs"] == 128 and "no 256-GRF mode" in md["grf_note"]
    md = {}
    z.spv_to_zebin(spv["spill"], "dg1", md)
    assert md["retried"] is False and len(md["attempts"]) == 1 and "grf_note" in md


@needs_ocloc
def test_bad_grf_mode(spv):
    with pytest.raises(ValueError, match="grf_mode"):
        z.spv_to_zebin(spv["basic"], "pvc", {}, grf_mode="512")


# ---------------------------------------------------------------------------------------- failures
def _corrupt(spv: bytes) -> bytes:
    """A valid header, then words no SPIR-V consumer knows."""
    half = len(spv) // 2 // 4 * 4
    return spv[:half] + b"\xff" * 16 + spv[half + 16:]


@needs_ocloc
@pytest.mark.parametrize("case,match", [("corrupt", "IGC SPIRV Consumer does not support"),
                                        ("garbage", "wrong magic"), ("truncated", "no kernel")])
def test_bad_spirv(case, match, spv, own_tmp):
    data = {"corrupt": _corrupt(spv["basic"]), "garbage": b"garbage!" * 4, "truncated": spv["basic"][:100]}[case]
    with pytest.raises(z.OclocError, match=match) as e:
        z.spv_to_zebin(data, "pvc", {"name": "add"})
    assert isinstance(e.value, BackendCompileError)
    cmd = shlex.split(str(e.value).rsplit("reproduce: ", 1)[1])
    assert cmd[:2] == [_ocloc(), "compile"] and "-spirv_input" in cmd and "zebin" in cmd
    src = cmd[cmd.index("-file") + 1]
    with open(src, "rb") as f:  # kept on disk, so the command works as printed
        assert f.read() == data
    assert len(_kept(own_tmp)) == 1


def test_parse_ze_info_rejects_non_elf():
    with pytest.raises(ValueError, match="not a zebin"):
        z.parse_ze_info(b"\x03\x02\x23\x07 not an ELF file")


@needs_ocloc
def test_crashing_ocloc_is_retried_then_built_without_the_large_buffer_option(spv, monkeypatch):
    """ocloc killed by a signal: tried again; if the 64-bit addressing option keeps crashing it,
    the zebin is built without it, and the metadata and a warning say so."""
    real, calls = z._build_once, []

    def crashing(ocloc, src, device, mode, tmp, name, large):
        calls.append(large)
        if large:
            e = z.OclocError("ocloc failed (exit -6)")
            e.crashed = True
            raise e
        return real(ocloc, src, device, mode, tmp, name, large)
    monkeypatch.setattr(z, "_build_once", crashing)
    md = {"name": "basic"}
    with pytest.warns(UserWarning, match="buffers of 4 GiB or more are not supported"):
        z.spv_to_zebin(spv["basic"], "dg2", md, large_buffers=True)
    assert calls == [True, True, False]
    assert md["large_buffers"] is False and md["addrmodes"] == ["stateful"] and "aborted" in md["addressing_note"]
