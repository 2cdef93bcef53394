//! News from the shared store is hostile until checked: news naming a seat the room does not
//! have, or telling a seat's connection of a seat that is not there, is refused by name and
//! changes nothing; the room's players carry on. Work on the hub that fails anyway is told and
//! the tasks go on.

use super::*;

/// Ann and Bob in a Duel at `first`, Bob followed at `second` too: `second` is the hub that
/// hears `first`'s news.
fn two_servers(name: &str, code: &RoomCode) -> (std::path::PathBuf, Hub, Hub, Mailbox) {
    let (folder, store) = fresh_store(name);
    let (mut first, mut second) = (hub(&store), hub(&store));
    join(&mut first, 1, code, "Ann", None);
    let (_, _, bob_messages) = join(&mut first, 2, code, "Bob", None);
    let (_, mut bob, _) = join(&mut second, 3, code, "Bob", Some(token_in(&bob_messages)));
    drain(&mut bob);
    (folder, first, second, bob)
}

#[test]
fn news_naming_a_seat_a_duel_has_not_is_refused_and_the_room_goes_on() {
    let code = RoomCode::parse("HSTN2345").unwrap();
    let (folder, first, mut second, mut bob) = two_servers("hostile-seat", &code);
    let version = second.rooms[&code].version;
    let place = |number: u8| Place::try_from(number).unwrap();
    for seat in [2, 3] {
        second.hear(News {
            server: first.id,
            room: code.clone(),
            version: version + 1,
            told: vec![
                Told::to(place(seat), ServerMessage::Watchers { count: 7 }),
                Told::both(ServerMessage::Presence {
                    seat: place(seat),
                    connected: false,
                }),
            ],
            paired: None,
        });
        // An action of a seat the room has, saying a seat it has not is to act next.
        let played = Played {
            action: kingdomino_core::duel::Action::TakeDie { die: 0 },
            dealt: None,
        };
        second.hear(News {
            server: first.id,
            room: code.clone(),
            version: version + 1,
            told: vec![Told::both(ServerMessage::Applied {
                index: 0,
                seat: place(0),
                played: ForGame::Duel(played),
                to_act: Some(place(seat)),
            })],
            paired: None,
        });
    }
    let live = &second.rooms[&code];
    assert_eq!(live.told_up_to, version, "the news was not taken");
    let (told, held) = drain(&mut bob);
    assert!(held && told.is_empty(), "{told:?}");
    let _ = std::fs::remove_dir_all(&folder);
}

/// The tasks that work on the hub (the news, the clocks, the sweep) outlive a fault: work that
/// panics is said in the log, and the next piece of work finds the hub as it was.
#[test]
fn work_that_panics_on_the_hub_is_told_and_the_next_goes_on() {
    let (folder, store) = fresh_store("hostile-guarded");
    let shared = std::sync::Mutex::new(hub(&store));
    let failed: Option<()> = guarded(&shared, "a test's work", |_| panic!("a fault"));
    assert_eq!(failed, None);
    assert_eq!(
        guarded(&shared, "a test's work", |hub| hub.live_rooms()),
        Some(0)
    );
    let _ = std::fs::remove_dir_all(&folder);
}
