//! A room of the original game whose maker gave a seat to the computer: refused for a Duel or
//! when it leaves the maker no seat, told to every player (never away), played by the
//! computer at its level on its turns only, and ready for another game once the players ask.

use super::original_rooms::{Follower, next_turn, original_hello, refusal, seated_by};
use super::*;
use kingdomino_core::ai::Level;
use kingdomino_core::online::ComputerSeat;

/// Plays the room's game to its end, each player's first legal action on their turns and the
/// computer's decision on its own (it must be asked on each, and only then); how many it made.
fn play_to_the_end(
    hub: &mut Hub,
    players: &mut [Follower],
    asked: &mut tokio::sync::mpsc::Receiver<StandInTurn>,
    (computer, level): (Place, Level),
) -> usize {
    let mut its_turns = 0;
    while let Some((seat, index)) = next_turn(players) {
        if seat == computer {
            let turn = asked.try_recv().expect("the computer is asked on its turn");
            assert_eq!(
                (turn.seat, turn.level, turn.index),
                (computer, level, index)
            );
            let action = turn.table.computer_decision(turn.level, 5).unwrap();
            hub.play_stand_in(&turn, action).unwrap();
            its_turns += 1;
            continue;
        }
        assert!(asked.try_recv().is_err(), "asked only for its own seat");
        let player = players
            .iter()
            .find(|player| player.at.seat == seat)
            .unwrap();
        let action = RoomAction::Original(player.game.as_ref().unwrap().legal_actions()[0]);
        player
            .act(hub, ClientMessage::Act { index, action })
            .unwrap();
    }
    its_turns
}

fn with_computers(mut hello: ClientMessage, seats: &[(u8, Level)]) -> ClientMessage {
    if let ClientMessage::Hello { computers, .. } = &mut hello {
        *computers = seats
            .iter()
            .map(|&(seat, level)| ComputerSeat {
                seat: Place::try_from(seat).unwrap(),
                level,
            })
            .collect();
    }
    hello
}

#[test]
fn the_computer_plays_the_seat_its_room_s_maker_gave_it() {
    let (folder, store) = fresh_store("computer-seats");
    let (stand_ins, mut asked) = channel(4);
    let mut hub = hub(&store);
    hub.stand_ins = stand_ins;
    let code = RoomCode::parse("CMPT2345").unwrap();

    let duel = with_computers(hello(&code, "Ann", None), &[(1, Level::Easy)]);
    let why = refusal(hub.hello(1, HERE, line().0, duel));
    assert!(why.contains("no seat for the computer"), "{why}");
    let crowded = original_hello(&code, "Ann", 3, None);
    let every_seat = [(0, Level::Easy), (1, Level::Easy), (2, Level::Easy)];
    let why = refusal(hub.hello(1, HERE, line().0, with_computers(crowded, &every_seat)));
    assert!(why.contains("leave none"), "{why}");
    assert!(!hub.rooms.contains_key(&code), "nothing left behind");

    // A maker without a name is the room's "Player", the computer's seat being no player's.
    let making = with_computers(original_hello(&code, "", 3, None), &[(1, Level::Normal)]);
    let mut players: Vec<Follower> = vec![seated_by(&mut hub, 1, making)];
    // Bob's hello asks for no computer: the room's maker set them.
    players.push(seated_by(
        &mut hub,
        2,
        original_hello(&code, "Bob", 3, None),
    ));
    let seats: Vec<usize> = players
        .iter()
        .map(|player| player.at.seat.index())
        .collect();
    assert_eq!(
        seats,
        [0, 2],
        "the players take the seats the computer left"
    );
    let computer = Place::try_from(1).unwrap();
    for player in &mut players {
        player.hear();
    }
    let game = players[1].heard.iter().find_map(|m| match m {
        ServerMessage::Game { game } => Some(game.clone()),
        _ => None,
    });
    let game = game.expect("the game once the players are in");
    let level = Level::Normal;
    assert_eq!(
        game.computers,
        [ComputerSeat {
            seat: computer,
            level
        }]
    );
    assert!(
        players[1].heard.contains(&ServerMessage::Presence {
            seat: computer,
            connected: true
        }),
        "the computer is there: {:?}",
        players[1].heard
    );

    let its_turns = play_to_the_end(&mut hub, &mut players, &mut asked, (computer, level));
    assert!(its_turns >= 12, "a claim and a domino a round: {its_turns}");
    for player in &players[1..] {
        assert_eq!(player.record, players[0].record);
    }
    assert!(
        !players[0]
            .heard
            .iter()
            .any(|m| matches!(m, ServerMessage::StandIn { .. })),
        "its own seat is not stood in for"
    );

    // Both players ask again: the new game starts without the computer asking.
    for player in &players {
        player.act(&mut hub, ClientMessage::Rematch).unwrap();
    }
    for player in &mut players {
        player.heard.clear();
        player.hear();
        let fresh = player.record.as_ref().unwrap();
        assert!(fresh.actions.is_empty(), "another game");
    }
    let room = &hub.rooms[&code].room;
    assert_eq!(
        room.computer_level(Place::try_from(2).unwrap()),
        Some(level)
    );
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn an_address_keeps_only_a_few_rooms_with_the_computer_going_at_once() {
    use crate::hub::computer_rooms::MOST_COMPUTER_ROOMS_PER_ADDRESS;
    let (folder, store) = fresh_store("computer-rooms");
    let mut hub = hub(&store);
    let room = |n: u32| RoomCode::from_random(std::array::from_fn(|at| (n as usize + at) as u8));
    let with_the_computer = |n: u32| {
        with_computers(
            original_hello(&room(n), "Ann", 3, None),
            &[(1, Level::Easy)],
        )
    };
    let mut kept = Vec::new();
    for n in 0..MOST_COMPUTER_ROOMS_PER_ADDRESS as u32 {
        let (line, mailbox) = line();
        hub.hello(u64::from(n), HERE, line, with_the_computer(n))
            .unwrap();
        kept.push(mailbox);
    }
    let extra = MOST_COMPUTER_ROOMS_PER_ADDRESS as u32;
    let why = refusal(hub.hello(99, HERE, line().0, with_the_computer(extra)));
    assert!(why.contains("rooms with the computer"), "{why}");
    // Without the computer, the address makes rooms as before.
    let plain = original_hello(&room(extra + 1), "Ann", 3, None);
    assert!(hub.hello(100, HERE, line().0, plain).is_ok());
    // A room gone from memory counts no longer.
    hub.rooms.remove(&room(0));
    assert!(
        hub.hello(101, HERE, line().0, with_the_computer(extra + 2))
            .is_ok()
    );
    let _ = std::fs::remove_dir_all(&folder);
}

/// Found by a client written from docs/ONLINE.md alone: a rematch whose first claim was the
/// computer's never moved until a player came back. Every game that begins with the computer
/// to act asks it at once, the rematch's too.
#[test]
fn a_rematch_whose_first_move_is_the_computer_s_asks_it_at_once() {
    let (folder, store) = fresh_store("computer-rematch");
    let (stand_ins, mut asked) = channel(4);
    let mut hub = hub(&store);
    hub.stand_ins = stand_ins;
    let code = RoomCode::parse("CMRM2345").unwrap();
    let level = Level::Easy;
    let making = with_computers(original_hello(&code, "Ann", 3, None), &[(1, level)]);
    let mut players: Vec<Follower> = vec![seated_by(&mut hub, 1, making)];
    players.push(seated_by(
        &mut hub,
        2,
        original_hello(&code, "Bob", 3, None),
    ));
    for game in 1..=12 {
        let computer = (hub.rooms[&code].room.all_seats())
            .find(|&seat| hub.rooms[&code].room.computer_level(seat).is_some())
            .unwrap();
        play_to_the_end(&mut hub, &mut players, &mut asked, (computer, level));
        for player in &players {
            player.act(&mut hub, ClientMessage::Rematch).unwrap();
        }
        for player in &mut players {
            player.hear();
        }
        if let Some(first) = hub.rooms[&code].room.stand_in_to_act() {
            let turn = asked.try_recv();
            assert!(
                turn.as_ref()
                    .is_ok_and(|turn| turn.seat == first && turn.index == 0),
                "game {}: the computer is to act first and was not asked",
                game + 1
            );
            let _ = std::fs::remove_dir_all(&folder);
            return;
        }
    }
    panic!("no game in twelve began with the computer");
}
