//! `kingdomino-server` as an operator runs it: it serves on the port it says, and a wrong flag
//! is one line and the status 2.

// Each test program uses its own part of the helpers.
#[allow(dead_code)]
mod common;

use std::process::Command;

use common::{Running, SERVER};

#[test]
fn the_server_says_where_it_serves_and_takes_connections_there() {
    let server = Running::start(&[]);
    assert_eq!(server.metric("kingdomino_rooms_in_memory"), 0);
}

#[test]
fn a_wrong_flag_is_one_line_and_status_two() {
    for (flags, start) in [
        (
            ["--port", "nonsense"],
            "kingdomino-server: invalid value 'nonsense'",
        ),
        (
            ["--min-move-seconds", "3"],
            "kingdomino-server: invalid value '3'",
        ),
        (
            ["--trusted-proxy", "10.0.0.0/40"],
            "kingdomino-server: invalid value '10.0.0.0/40'",
        ),
    ] {
        let output = Command::new(SERVER).args(flags).output().unwrap();
        let said = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{said}");
        assert_eq!(said.lines().count(), 1, "{said}");
        assert!(said.starts_with(start), "{said}");
    }
}

#[test]
fn redis_over_tls_is_refused_at_start_with_the_way_round() {
    let output = Command::new(SERVER)
        .args(["--port", "0", "--store", "rediss://user:hunter2@db:6380"])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(said.contains("TLS") && said.contains("stunnel"), "{said}");
    assert!(!said.contains("hunter2"), "{said}");
}

/// The load test reads leaderboards beside the rooms when asked, and says how fast both were
/// answered; past its bound it refuses by name.
#[test]
fn the_load_test_reads_leaderboards_beside_the_rooms() {
    let server = Running::start(&["--joins-per-minute", "0"]);
    let run = |boards: &str| {
        Command::new(SERVER)
            .args(["loadtest", "--server", &server.address, "--rooms", "2"])
            .args([
                "--seconds",
                "3",
                "--think",
                "5",
                "--boards-per-minute",
                boards,
            ])
            .output()
            .unwrap()
    };
    let output = run("1200");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("held: within 100 ms"), "{text}");
    let line = (text.lines())
        .find(|line| line.starts_with("leaderboards: "))
        .unwrap_or_else(|| panic!("a line for the leaderboards: {text}"));
    let answered: u32 = line["leaderboards: ".len()..]
        .split(' ')
        .next()
        .and_then(|count| count.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    assert!(answered >= 30, "a leaderboard every 50 ms for 3 s: {line}");
    assert!(line.ends_with(", 0 refused"), "{line}");
    let refused = run("60001");
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(!refused.status.success());
    assert!(
        said.contains("--boards-per-minute must be at most 60000"),
        "{said}"
    );
}
