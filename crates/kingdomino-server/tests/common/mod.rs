//! `kingdomino-server` run as an operator runs it, on a free loopback port with rooms in memory,
//! and spoken to over bare TCP as any stranger could.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub const SERVER: &str = env!("CARGO_BIN_EXE_kingdomino-server");

/// The server, killed when dropped.
pub struct Running {
    child: Child,
    pub address: String,
}

impl Running {
    pub fn start(flags: &[&str]) -> Running {
        Running::start_on(":memory:", flags)
    }

    /// The server with its rooms kept in `store` (a SQLite path, or a Redis).
    pub fn start_on(store: &str, flags: &[&str]) -> Running {
        let mut child = Command::new(SERVER)
            .args(["--port", "0", "--store", store])
            .args(flags)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let address = line
            .trim()
            .strip_prefix("kingdomino-server: serving on ")
            .unwrap_or_else(|| panic!("the first line names the address: {line:?}"))
            .to_string();
        Running { child, address }
    }

    pub fn connect(&self) -> TcpStream {
        TcpStream::connect(&self.address).unwrap()
    }

    /// `GET /metrics`, as a monitoring system reads it.
    pub fn metrics(&self) -> String {
        let mut stream = self.connect();
        write!(
            stream,
            "GET /metrics HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n"
        )
        .unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        assert!(response.starts_with("HTTP/1.1 200"), "{response}");
        response
    }

    /// The value of one line of the metrics (`name{labels}`).
    pub fn metric(&self, line: &str) -> u64 {
        let metrics = self.metrics();
        metrics
            .lines()
            .find_map(|l| l.strip_prefix(line)?.strip_prefix(' ')?.parse().ok())
            .unwrap_or_else(|| panic!("no {line} in\n{metrics}"))
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A WebSocket upgrade, answered with 101 (the answer read).
pub fn upgrade(stream: &mut TcpStream) {
    let answer = upgrade_with(stream, "");
    assert!(answer.starts_with("HTTP/1.1 101"), "{answer}");
}

/// A WebSocket upgrade with more header lines (each ending in CRLF): the answer's head.
pub fn upgrade_with(stream: &mut TcpStream, headers: &str) -> String {
    write!(
        stream,
        "GET /play HTTP/1.1\r\nHost: test\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n{headers}\r\n"
    )
    .unwrap();
    let mut answer = Vec::new();
    let mut byte = [0];
    while !answer.ends_with(b"\r\n\r\n") {
        stream.read_exact(&mut byte).unwrap();
        answer.push(byte[0]);
    }
    String::from_utf8_lossy(&answer).into_owned()
}

/// A text frame as a client sends it (masked, with a mask of zeros).
pub fn send_text(stream: &mut TcpStream, text: &str) {
    let mut frame = vec![0x81];
    let length = text.len();
    if length < 126 {
        frame.push(0x80 | length as u8);
    } else {
        frame.push(0x80 | 126);
        frame.extend_from_slice(&(length as u16).to_be_bytes());
    }
    frame.extend_from_slice(&[0; 4]);
    frame.extend_from_slice(text.as_bytes());
    stream.write_all(&frame).unwrap();
}

/// Whether the server closed the connection by `deadline` (whatever it said before).
pub fn closed_by(stream: &mut TcpStream, deadline: Instant) -> bool {
    let mut buffer = [0; 4096];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return false;
        }
        stream
            .set_read_timeout(Some(left.max(Duration::from_millis(1))))
            .unwrap();
        match stream.read(&mut buffer) {
            Ok(0) => return true,
            Ok(_) => {}
            Err(error) if error.kind() == std::io::ErrorKind::ConnectionReset => return true,
            Err(_) => return false,
        }
    }
}

/// The server's next frame before `deadline`: its opcode and payload; none when the time ran
/// out (`Err(true)`) or the connection ended (`Err(false)`).
fn next_frame(stream: &mut TcpStream, deadline: Instant) -> Result<(u8, Vec<u8>), bool> {
    let left = deadline.saturating_duration_since(Instant::now());
    if left.is_zero() {
        return Err(true);
    }
    stream
        .set_read_timeout(Some(left.max(Duration::from_millis(1))))
        .unwrap();
    let mut head = [0; 2];
    match stream.read_exact(&mut head) {
        Ok(()) => {}
        Err(error) if error.kind() == std::io::ErrorKind::WouldBlock => return Err(true),
        Err(error) if error.kind() == std::io::ErrorKind::TimedOut => return Err(true),
        Err(_) => return Err(false),
    }
    let length = match usize::from(head[1] & 0x7f) {
        126 => {
            let mut extended = [0; 2];
            stream.read_exact(&mut extended).map_err(|_| false)?;
            usize::from(u16::from_be_bytes(extended))
        }
        127 => panic!("no frame of the game is that long"),
        short => short,
    };
    let mut payload = vec![0; length];
    stream.read_exact(&mut payload).map_err(|_| false)?;
    Ok((head[0] & 0x0f, payload))
}

/// Reads the server's frames until `deadline`, answering each ping with its pong: whether the
/// connection is still open then.
pub fn answer_pings_until(stream: &mut TcpStream, deadline: Instant) -> bool {
    loop {
        match next_frame(stream, deadline) {
            Err(open) => return open,
            Ok((0x8, _)) => return false,
            Ok((0x9, payload)) => {
                let mut pong = vec![0x8a, 0x80 | payload.len() as u8, 0, 0, 0, 0];
                pong.extend_from_slice(&payload);
                if stream.write_all(&pong).is_err() {
                    return false;
                }
            }
            Ok(_) => {}
        }
    }
}

/// The server's next text message, if one comes by `deadline`.
pub fn next_text(stream: &mut TcpStream, deadline: Instant) -> Option<String> {
    loop {
        match next_frame(stream, deadline) {
            Ok((0x1, payload)) => return Some(String::from_utf8(payload).unwrap()),
            Ok((0x8, _)) | Err(_) => return None,
            Ok(_) => {}
        }
    }
}

/// The text messages the server sends until it closes the connection (by `deadline`).
pub fn texts_until_closed(stream: &mut TcpStream, deadline: Instant) -> Vec<String> {
    let mut texts = Vec::new();
    while let Ok((opcode, payload)) = next_frame(stream, deadline) {
        match opcode {
            0x1 => texts.push(String::from_utf8(payload).unwrap()),
            0x8 => break,
            _ => {}
        }
    }
    texts
}

/// The connections refused so far, asked once `held` are closed: the metrics are asked from
/// loopback too, and count against its cap.
pub fn connections_refused_once_closed<T>(server: &Running, held: T) -> u64 {
    drop(held);
    std::thread::sleep(Duration::from_millis(200));
    server.metric("kingdomino_refusals_total{kind=\"connections\"}")
}
