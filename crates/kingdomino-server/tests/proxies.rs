//! `X-Forwarded-For` on raw WebSockets from loopback: believed only from a proxy the server was
//! told to trust (`--trusted-proxy`), so a stranger who writes other addresses is still counted
//! as themselves; behind a trusted proxy each player is counted by their own address.

// Each test program uses its own part of the helpers.
#[allow(dead_code)]
mod common;

use std::net::TcpStream;
use std::time::{Duration, Instant};

use common::{Running, closed_by, connections_refused_once_closed, upgrade_with};

fn forwarded_for(address: &str) -> String {
    format!("X-Forwarded-For: {address}\r\n")
}

/// A WebSocket that says it carries `address`, and the answer's status line.
fn websocket_for(server: &Running, address: &str) -> (TcpStream, String) {
    let mut stream = server.connect();
    let answer = upgrade_with(&mut stream, &forwarded_for(address));
    let status = answer.lines().next().unwrap_or_default().to_string();
    (stream, status)
}

#[test]
fn a_stranger_writing_other_addresses_is_counted_as_themselves() {
    // A proxy is trusted, elsewhere: loopback is a stranger.
    let server = Running::start(&[
        "--connections-per-address",
        "2",
        "--trusted-proxy",
        "10.0.0.0/8",
    ]);
    let held: Vec<_> = ["203.0.113.1", "203.0.113.2"]
        .iter()
        .map(|address| websocket_for(&server, address))
        .collect();
    for (_, status) in &held {
        assert!(status.starts_with("HTTP/1.1 101"), "{status}");
    }
    // A third from loopback, whatever it says it carries, is past loopback's cap.
    let mut third = server.connect();
    assert!(closed_by(
        &mut third,
        Instant::now() + Duration::from_secs(2)
    ));
    assert_eq!(connections_refused_once_closed(&server, held), 1);
}

#[test]
fn behind_a_trusted_proxy_each_player_is_counted_by_their_own_address() {
    let server = Running::start(&[
        "--connections-per-address",
        "2",
        "--trusted-proxy",
        "127.0.0.1/32",
    ]);
    let ann: Vec<_> = (0..2)
        .map(|_| websocket_for(&server, "203.0.113.1"))
        .collect();
    for (_, status) in &ann {
        assert!(status.starts_with("HTTP/1.1 101"), "{status}");
    }
    let (_, third) = websocket_for(&server, "203.0.113.1");
    assert!(third.starts_with("HTTP/1.1 429"), "Ann's third: {third}");
    // Through two proxies on this machine: Ann still.
    let (_, through_two) = websocket_for(&server, "203.0.113.1, 127.0.0.1");
    assert!(
        through_two.starts_with("HTTP/1.1 429"),
        "Ann, two hops: {through_two}"
    );
    // What a player writes left of the proxy's entry is not believed.
    let (_, spoofed) = websocket_for(&server, "198.51.100.9, 203.0.113.1");
    assert!(
        spoofed.starts_with("HTTP/1.1 429"),
        "Ann, spoofing: {spoofed}"
    );
    let (_, bob) = websocket_for(&server, "203.0.113.2");
    assert!(bob.starts_with("HTTP/1.1 101"), "Bob: {bob}");
    assert_eq!(
        server.metric("kingdomino_refusals_total{kind=\"connections\"}"),
        3
    );
}
