# A headless chromium driven through the DevTools protocol on a pipe (--remote-debugging-pipe:
# JSON messages ending in a NUL byte, commands on the browser's fd 3, answers on its fd 4),
# for the tests that load pages in a real browser. Python's standard library only.
#
#   with Browser() as b:
#       b.open("/path/page.html", width=412, mobile=True)
#       b.evaluate("document.title"); b.screenshot("/tmp/x.png")
#
# Why not `chromium --dump-dom` and `--screenshot`: --dump-dom lays a page out no narrower
# than 500 CSS pixels, so it cannot show what a phone shows; the protocol's device metrics
# can (a phone's width, its viewport rules).
import base64, json, os, shutil, subprocess, tempfile


class Browser:
    def __init__(self):
        exe = shutil.which("chromium")
        if not exe:
            raise SystemExit("chromium is missing (bash scripts/setup-debian.sh installs it)")
        self._profile = tempfile.mkdtemp()
        to_browser_r, self._to_browser = os.pipe()
        self._from_browser, from_browser_w = os.pipe()

        def pipes():
            os.dup2(to_browser_r, 3)
            os.dup2(from_browser_w, 4)

        self._proc = subprocess.Popen(
            [exe, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--remote-debugging-pipe", f"--user-data-dir={self._profile}", "about:blank"],
            pass_fds=(3, 4), preexec_fn=pipes, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buf, self._id = b"", 0
        target = self._call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self._session = self._call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self._call("Page.enable", session=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        try:
            self._call("Browser.close")
            self._proc.wait(10)
        except Exception:
            self._proc.kill()
        shutil.rmtree(self._profile, ignore_errors=True)

    def _receive(self):
        while b"\0" not in self._buf:
            chunk = os.read(self._from_browser, 1 << 16)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self._buf += chunk
        message, self._buf = self._buf.split(b"\0", 1)
        return json.loads(message)

    def _call(self, method, params=None, session=False):
        self._id += 1
        message = {"id": self._id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self._session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._receive()
            if answer.get("id") == self._id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer["result"]

    def open(self, path, width, height=900, mobile=False):
        """Loads a local page at a screen of width x height CSS pixels (a phone's when mobile)."""
        self._call("Emulation.setDeviceMetricsOverride",
                   {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}, session=True)
        self._call("Page.navigate", {"url": "file://" + os.path.abspath(path)}, session=True)
        while True:
            event = self._receive()
            if event.get("method") == "Page.loadEventFired" and event.get("sessionId") == self._session:
                return

    def evaluate(self, expression):
        """The value of a JavaScript expression in the loaded page (the page needs no script)."""
        result = self._call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=True)
        return result["result"].get("value")

    def screenshot(self, path):
        data = self._call("Page.captureScreenshot", {"format": "png"}, session=True)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
