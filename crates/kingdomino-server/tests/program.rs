//! `kingdomino-server` as an operator runs it: it serves on the port it says, and a wrong flag
//! is one line and the status 2.

use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::process::{Command, Stdio};

const SERVER: &str = env!("CARGO_BIN_EXE_kingdomino-server");

#[test]
fn the_server_says_where_it_serves_and_takes_connections_there() {
    let mut child = Command::new(SERVER)
        .args(["--port", "0", "--store", ":memory:"])
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
        .unwrap_or_else(|| panic!("the first line names the address: {line:?}"));
    let connected = TcpStream::connect(address);
    child.kill().unwrap();
    child.wait().unwrap();
    connected.expect("the server takes connections where it said");
}

#[test]
fn a_wrong_flag_is_one_line_and_status_two() {
    let output = Command::new(SERVER)
        .args(["--port", "nonsense"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{said}");
    assert_eq!(said.lines().count(), 1, "{said}");
    assert!(
        said.starts_with("kingdomino-server: invalid value 'nonsense'"),
        "{said}"
    );
}
