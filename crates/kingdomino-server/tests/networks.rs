//! Seven IPv6 /48s spending the server's allowances as fast as they may, through a trusted
//! proxy on loopback, and a player of another network who comes after them: they still make a
//! room, wait for anyone and read the leaderboard.

#[allow(dead_code)]
mod common;

use std::time::{Duration, Instant};

use common::{Running, next_text, send_text, upgrade_with};
use kingdomino_core::duel::RuleSet;
use kingdomino_core::games::{GameKind, GameSetup};
use kingdomino_core::online::protocol::{PROTOCOL_VERSION, decode_server, encode};
use kingdomino_core::online::{ClientMessage, ServerMessage};

/// Each kind of request a network may spend the server's allowance on.
fn requests() -> [ClientMessage; 3] {
    let rules_id = RuleSet::builtin().id().to_string();
    [
        ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            rules_id: rules_id.clone(),
            name: "Hog".into(),
            room: None,
            create: false,
            token: None,
            allow_hints: false,
            allow_watchers: false,
            move_seconds: 0,
            game: GameSetup::Duel,
            computers: Vec::new(),
        },
        ClientMessage::Seek {
            version: PROTOCOL_VERSION,
            rules_id,
            name: "Hog".into(),
            allow_hints: false,
            allow_watchers: false,
            player: None,
            game: GameSetup::Duel,
        },
        ClientMessage::Leaderboard {
            version: PROTOCOL_VERSION,
            game: GameKind::Duel,
            player: None,
            provisional: false,
        },
    ]
}

/// `request` from `address` (behind the proxy): the server's first answer.
fn answer(server: &Running, address: &str, request: &ClientMessage) -> Option<ServerMessage> {
    let mut stream = server.connect();
    upgrade_with(&mut stream, &format!("X-Forwarded-For: {address}\r\n"));
    send_text(&mut stream, &encode(request));
    let text = next_text(&mut stream, Instant::now() + Duration::from_secs(5))?;
    decode_server(&text).ok()
}

fn spent_an_allowance(answer: &Option<ServerMessage>) -> bool {
    matches!(answer, Some(ServerMessage::Closing { reason, .. }) if reason.contains("too many"))
}

#[test]
fn seven_networks_at_full_rate_leave_another_its_room_its_seek_and_its_board() {
    let server = Running::start(&["--joins-per-minute", "1", "--trusted-proxy", "127.0.0.1/32"]);
    let mut refused = 0;
    for request in requests() {
        for site in 1..=7 {
            // Every home of the site, each a /64 of its own, until the site has no allowance.
            for home in 0..24 {
                let address = format!("2001:db8:{site:x}:{:x}::1", home << 8);
                refused += usize::from(spent_an_allowance(&answer(&server, &address, &request)));
            }
        }
    }
    assert!(
        refused > 3 * 7 * 24 / 4,
        "the sites were never stopped: {refused} refused"
    );
    let quiet = "198.51.100.7";
    let [hello, seek, board] = requests().map(|request| answer(&server, quiet, &request));
    assert!(
        matches!(hello, Some(ServerMessage::Welcome { .. })),
        "{hello:?}"
    );
    assert!(
        matches!(seek, Some(ServerMessage::Seeking { .. })),
        "{seek:?}"
    );
    assert!(
        matches!(board, Some(ServerMessage::Leaderboard { .. })),
        "{board:?}"
    );
}
