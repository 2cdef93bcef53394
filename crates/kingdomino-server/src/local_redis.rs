//! A Redis of its own on a free loopback port, nothing kept on disk, stopped when dropped: for
//! the tests of servers sharing a store, on this machine only.

use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub struct LocalRedis {
    child: Child,
    /// Its address, as a server's `--store` takes it.
    pub url: String,
}

impl LocalRedis {
    /// Starts `redis-server` and waits until it takes connections.
    pub fn start() -> Result<LocalRedis, String> {
        let port = TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .map_err(|error| format!("no free port: {error}"))?
            .port();
        let mut child = Command::new("redis-server")
            .args(["--port", &port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no"])
            .stdout(Stdio::null())
            .spawn()
            .map_err(|error| {
                format!("redis-server does not run ({error}): scripts/install-deps.sh installs it")
            })?;
        let deadline = Instant::now() + Duration::from_secs(10);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            if Instant::now() >= deadline {
                let _ = child.kill();
                return Err("redis-server did not start in 10 s".into());
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        Ok(LocalRedis {
            child,
            url: format!("redis://127.0.0.1:{port}"),
        })
    }
}

impl LocalRedis {
    /// Stops the Redis as a hung machine would (`SIGSTOP`): connections stay open, nothing is
    /// answered.
    pub fn pause(&self) {
        self.signal("-STOP");
    }

    /// Lets a paused Redis go on (`SIGCONT`).
    pub fn resume(&self) {
        self.signal("-CONT");
    }

    fn signal(&self, signal: &str) {
        let sent = Command::new("kill")
            .args([signal, &self.child.id().to_string()])
            .status();
        assert!(
            sent.is_ok_and(|status| status.success()),
            "kill {signal} redis-server"
        );
    }
}

impl Drop for LocalRedis {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
