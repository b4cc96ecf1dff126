# Who holds what LeakSanitizer called leaked: for each "Direct leak" object of a sanitized
# process, the places in its memory that hold a pointer to it (plain, or with Swift's enum tag in
# the pointer's spare bits, which LSan cannot read), and who holds those, up to a global or a
# thread's stack. A report is false when such a chain exists: the object was live at exit.
#
#   python3 Scripts/sanitize/lsan-holders.py run PROGRAM ARGUMENTS...
#
# The program runs with ASAN_OPTIONS set so that, once LSan has written its report
# (`report_objects=1`: each object's address), it sleeps before exiting (`exitcode=23`,
# `sleep_before_dying`); the process is stopped (SIGSTOP) as soon as the report is complete, since
# its other threads run on during that sleep and could free what LSan saw live. gdb then attaches
# (LSan itself cannot run under ptrace; scheduler-locking keeps the threads still), and this file,
# loaded into gdb, reads the report, scans the process's writable memory (outside ASan's shadow)
# for pointers to each object, finds the heap block around each pointer with ASan's own
# `__sanitizer_get_allocated_begin` and its allocation stack with `__asan_get_alloc_stack`, and
# goes on from that block, up to a root (a global, a live stack frame). Pointers in freed blocks,
# below a thread's stack pointer or in retired frames of ASan's fake stacks are old copies, counted
# but not followed. An object freed since the report is marked so. The scan is this file run
# as a plain python3 with numpy (`lsan-holders.py scan PID TARGETS OUT`); gdb's python has none.
# Environment: HOLDERS_PER_RECORD (objects followed per report record, 2), HOLDERS_DEPTH (8),
# HOLDERS_INDIRECT (set: follow "Indirect leak" objects too), HOLDERS_ASAN_OPTIONS (added to the
# program's ASAN_OPTIONS, such as fast_unwind_on_malloc=0), HOLDERS_THREADS (set: list the
# threads, with their stacks, as they were stopped).
# The program's own sanitizer options are not used. A child it runs inherits these options (and
# would sleep too on a leak): use it on one process at a time. Needs gdb, and numpy for python3.
import json
import os
import re
import subprocess
import sys

# x86_64: user addresses are below 2^47; ASan's shadow is [0x7fff8000, 0x10007fff8000).
ADDRESS = (1 << 47) - 1
SHADOW = (0x00007FFF8000, 0x10007FFF8000)


def regions(pid):
    out = []
    with open(f"/proc/{pid}/maps") as maps:
        for line in maps:
            parts = line.split(None, 5)
            start, end = (int(x, 16) for x in parts[0].split("-"))
            name = parts[5].strip() if len(parts) > 5 else ""
            if "rw" not in parts[1][:2] or name in ("[vvar]", "[vsyscall]"):
                continue
            if start < SHADOW[1] and end > SHADOW[0]:
                continue
            out.append((start, end, name))
    return out


def scan(pid, targets_path, out_path):
    import numpy as np

    with open(targets_path) as f:
        targets = sorted(tuple(t) for t in json.load(f))
    begins = np.array([t[0] for t in targets], dtype=np.uint64)
    ends = np.array([t[1] for t in targets], dtype=np.uint64)
    found = []
    with open(f"/proc/{pid}/mem", "rb", buffering=0) as mem:
        for start, end, name in regions(pid):
            at = start
            while at < end:
                size = min(end - at, 64 << 20)
                try:
                    mem.seek(at)
                    data = mem.read(size)
                except OSError:
                    at += size
                    continue
                words = np.frombuffer(data[: len(data) // 8 * 8], dtype=np.uint64)
                # A pointer, or one with tag bits above bit 46 (where Swift's spare bits are on
                # x86_64; the interval test below takes tags in the low bits too).
                address = words & np.uint64(ADDRESS)
                candidate = address != 0
                index = np.searchsorted(begins, address, side="right") - 1
                valid = candidate & (index >= 0)
                index = np.where(index < 0, 0, index)
                hit = valid & (address >= begins[index]) & (address < ends[index])
                for i in np.nonzero(hit)[0]:
                    value = int(words[i])
                    found.append(
                        {
                            "location": at + int(i) * 8,
                            "value": value,
                            "target": int(begins[index[i]]),
                            "tagged": value >> 47 != 0,
                            "region": name,
                        }
                    )
                at += size
    with open(out_path, "w") as f:
        json.dump(found, f)


def drive():
    import gdb

    def run(command):
        return gdb.execute(command, to_string=True)

    def value(expression):
        return int(gdb.parse_and_eval(expression)) & ((1 << 64) - 1)

    # Only the thread a call is made on runs during the calls below, and the SIGSTOP that froze
    # the process is not passed on when gdb resumes it for a call.
    for command in (
        "set pagination off",
        "set confirm off",
        "set scheduler-locking on",
        "handle SIGSTOP SIGCONT nostop noprint nopass",
    ):
        run(command)
    pid = gdb.selected_inferior().pid
    report_path = os.environ["HOLDERS_REPORT"]
    per_record = int(os.environ.get("HOLDERS_PER_RECORD", "2"))
    depth = int(os.environ.get("HOLDERS_DEPTH", "8"))
    text = open(report_path).read()
    records = []
    for block in re.split(r"\n(?=(?:Direct|Indirect) leak of )", text):
        head = re.match(r"(Direct|Indirect) leak of (\d+) byte\(s\) in (\d+) object", block)
        if not head or (head.group(1) != "Direct" and not os.environ.get("HOLDERS_INDIRECT")):
            continue
        frames = re.findall(r"^\s+#\d+ 0x[0-9a-f]+ in (\S+)", block, re.M)
        objects = [
            (int(a, 16), int(s))
            for a, s in re.findall(r"^(0x[0-9a-f]+) \((\d+) bytes\)", block, re.M)
        ]
        records.append((block.splitlines()[0], frames, objects))

    # Each thread's stack pointer: a slot below it in the same mapping is a dead frame's.
    stack_pointers = []
    owners = {}
    selected = gdb.selected_thread()
    for thread in gdb.selected_inferior().threads():
        thread.switch()
        sp = value("(unsigned long)$sp")
        stack_pointers.append(sp)
        frames = re.findall(r"^#\d+\s+(?:0x[0-9a-f]+ in )?(\S+)", run("bt 12"), re.M)
        owners[sp] = f"thread {thread.num} ({thread.name}): " + " < ".join(frames[:12])
    selected.switch()
    mappings = regions(pid)

    def stack_slot(location):
        for start, end, _ in mappings:
            if start <= location < end:
                pointers = [sp for sp in stack_pointers if start <= sp < end]
                if not pointers:
                    return None
                if location < min(pointers):
                    return "dead"
                return "live on the stack of " + owners[min(pointers)]
        return None

    buffer = value("((unsigned long(*)(unsigned long))malloc)(512)")
    symbols = {}

    def symbol(pc):
        if pc not in symbols:
            words = run(f"info symbol {pc:#x}").strip()
            name = words.split(" in section")[0] if "No symbol" not in words else f"{pc:#x}"
            symbols[pc] = name
        return symbols[pc]

    fake_stacks = {}

    def fake_frame(location):
        for thread in gdb.selected_inferior().threads():
            if thread.num not in fake_stacks:
                thread.switch()
                try:
                    fake_stacks[thread.num] = value("((unsigned long(*)(void))__asan_get_current_fake_stack)()")
                except gdb.error:
                    fake_stacks[thread.num] = 0
                selected.switch()
            fake = fake_stacks[thread.num]
            if not fake:
                continue
            real = value(
                f"((unsigned long(*)(void*, void*, void*, void*))__asan_addr_is_in_fake_stack)((void*){fake:#x}, (void*){location:#x}, (void*){buffer + 416:#x}, (void*){buffer + 424:#x})"
            )
            if real:
                thread.switch()
                frames = re.findall(r"^#\d+\s+(?:0x[0-9a-f]+ in )?(\S+)", run("bt 12"), re.M)
                selected.switch()
                return f"live in a fake frame of thread {thread.num} ({thread.name}): " + " < ".join(frames)
        return None

    def locate(location):
        kind = value(
            f"((unsigned long(*)(void*, void*, unsigned long, void*, void*))__asan_locate_address)((void*){location:#x}, (void*){buffer:#x}, 300, (void*){buffer + 400:#x}, (void*){buffer + 408:#x})"
        )
        return gdb.selected_inferior().read_memory(kind, 16).tobytes().split(b"\0")[0].decode()

    def block_of(location):
        begin = value(f"((unsigned long(*)(void*))__sanitizer_get_allocated_begin)((void*){location:#x})")
        if begin == 0:
            return None
        size = value(f"((unsigned long(*)(void*))__sanitizer_get_allocated_size)((void*){begin:#x})")
        count = value(
            f"((unsigned long(*)(void*, void*, unsigned long, void*))__asan_get_alloc_stack)((void*){begin:#x}, (void*){buffer:#x}, 48, (void*){buffer + 400:#x})"
        )
        inferior = gdb.selected_inferior()
        raw = bytes(inferior.read_memory(buffer, 8 * min(count, 48)))
        pcs = [int.from_bytes(raw[i : i + 8], "little") for i in range(0, len(raw), 8)]
        return begin, size, [symbol(pc) for pc in pcs]

    def scan_for(targets):
        here = os.path.dirname(os.path.abspath(__file__))
        targets_path = f"/tmp/holders-{pid}-targets.json"
        out_path = f"/tmp/holders-{pid}-found.json"
        with open(targets_path, "w") as f:
            json.dump(sorted(targets), f)
        subprocess.run(
            [os.environ.get("HOLDERS_PYTHON", "python3"), os.path.join(here, "lsan-holders.py"), "scan",
             str(pid), targets_path, out_path],
            check=True,
        )
        with open(out_path) as f:
            return json.load(f)

    def interesting(frames):
        skip = ("malloc", "calloc", "realloc", "posix_memalign", "swift_slowAlloc", "swift_allocObject")
        return [f for f in frames if not any(f.startswith(s) for s in skip)][:4]

    print(f"holders: {len(records)} direct record(s) in {report_path}")
    if os.environ.get("HOLDERS_THREADS"):
        for line in owners.values():
            print("   " + line)
    for head, frames, objects in records:
        print("\n== " + head)
        print("   allocated in: " + " < ".join(interesting(frames)[:5]))
        for address, size in objects[:per_record]:
            block = block_of(address)
            state = "" if block and block[0] == address else ", freed since LSan's check"
            print(f"   object {address:#x} ({size} bytes{state})")
            level = {address: (address, address + size)}
            seen = set(level)
            for step in range(depth):
                found = scan_for(list(level.values()))
                if not found:
                    print(f"   {'  ' * step}held by nothing found: a real leak, or held in a register")
                    break
                next_level = {}
                stale = dead = 0
                shown = []
                for hit in found[:400]:
                    tag = " (tagged)" if hit["tagged"] else ""
                    block = block_of(hit["location"])
                    if block is None:
                        kind = locate(hit["location"])
                        if kind == "heap":
                            # A freed block (ASan's quarantine keeps it): an old copy, not a holder.
                            stale += 1
                            continue
                        slot = stack_slot(hit["location"])
                        if slot == "dead":
                            dead += 1
                            continue
                        if kind in ("stack", "heap-invalid") and slot is None:
                            # One of ASan's fake stacks (detect_stack_use_after_return): a frame
                            # still in use, or a retired one (an old copy).
                            slot = fake_frame(hit["location"])
                            if slot is None:
                                dead += 1
                                continue
                        where = hit["region"] or "anonymous memory"
                        for start, end, _ in mappings:
                            if start <= hit["location"] < end:
                                where += f" {start:#x}-{end:#x}"
                        name = symbol(hit["location"])
                        shown.append((0, f"<- {hit['location']:#x}{tag}: {name} in {where}, {slot or ''} {kind} (a root)"))
                        continue
                    begin, bsize, bframes = block
                    shown.append((1, f"<- {hit['location']:#x}{tag}: +{hit['location'] - begin} in block "
                        f"{begin:#x} ({bsize} bytes) allocated in {' < '.join(interesting(bframes))}"))
                    if begin not in seen:
                        seen.add(begin)
                        next_level[begin] = (begin, begin + bsize)
                for _, line in sorted(shown)[:10]:
                    print(f"   {'  ' * step}{line}")
                if len(shown) > 10:
                    print(f"   {'  ' * step}   ({len(shown) - 10} more holders)")
                if stale or dead:
                    print(f"   {'  ' * step}   ({stale} old copies in freed blocks, {dead} in dead stack frames)")
                if len(found) > 400:
                    print(f"   {'  ' * step}   ({len(found) - 400} more pointers not followed)")
                if not next_level:
                    break
                level = dict(list(next_level.items())[:4])


def launch(arguments):
    import signal
    import tempfile
    import time

    directory = tempfile.mkdtemp(prefix="holders-")
    log = os.path.join(directory, "asan")
    env = dict(os.environ)
    env["ASAN_OPTIONS"] = f"detect_leaks=1:exitcode=23:sleep_before_dying=3600:log_path={log}"
    if os.environ.get("HOLDERS_ASAN_OPTIONS"):
        env["ASAN_OPTIONS"] += ":" + os.environ["HOLDERS_ASAN_OPTIONS"]
    env["LSAN_OPTIONS"] = "report_objects=1"
    env["SWIFT_BACKTRACE"] = "enable=no"
    process = subprocess.Popen(arguments, env=env)
    report = f"{log}.{process.pid}"
    while True:
        if process.poll() is not None:
            print(f"holders: exited {process.returncode} with no leak report")
            return
        if os.path.exists(report) and "Sleeping for" in open(report).read():
            # Stopped at once: the other threads run on while the reporting one sleeps, and could
            # free what LSan saw live (a server stopped by a Task, say).
            os.kill(process.pid, signal.SIGSTOP)
            break
        time.sleep(0.002)
    env = dict(os.environ, HOLDERS_REPORT=report)
    subprocess.run(["gdb", "-q", "-batch", "--readnever", "-p", str(process.pid), "-x", os.path.abspath(__file__)], env=env)
    process.kill()
    process.wait()
    print(f"holders: report in {report}")


if __name__ == "__main__" and len(sys.argv) > 1 and sys.argv[1] == "scan":
    scan(int(sys.argv[2]), sys.argv[3], sys.argv[4])
elif __name__ == "__main__" and len(sys.argv) > 2 and sys.argv[1] == "run":
    launch(sys.argv[2:])
else:
    drive()
