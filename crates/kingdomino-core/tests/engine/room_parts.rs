//! A room's parts: the server's computer at its seats (which seats it may hold, a whole game and
//! the next played with it), the move clock, and the glance a player takes at it.

use std::sync::Arc;

use crate::common::duel_game;

use kingdomino_core::ai::Level;
use kingdomino_core::duel::{Duel, RuleSet};
use kingdomino_core::games::{EachGame, ForGame, GameSetup, SharedRules};
use kingdomino_core::online::{
    ComputerSeat, DAY_SECONDS, RollSecret, Room, RoomAction, RoomCode, RoomGame, Ruled, SeatToken,
    ServerMessage, Standing, Table, check_move_seconds,
};
use kingdomino_core::original::{Bonuses, GameOptions, OriginalRules};
use kingdomino_core::table::Place;

fn at(number: u8, level: Level) -> ComputerSeat {
    ComputerSeat {
        seat: Place::try_from(number).unwrap(),
        level,
    }
}

fn room_of(game: &RoomGame) -> Room {
    let code = RoomCode::parse("CMPTR234").unwrap();
    Room::new(game, code, RollSecret([7; 32]), 7, 0).unwrap()
}

fn game_of_three(original: &Arc<OriginalRules>) -> RoomGame {
    ForGame::Original(Ruled {
        rules: Arc::clone(original),
        options: GameOptions {
            players: 3,
            mighty_duel: false,
            bonuses: Bonuses::default(),
            dynasty: false,
        },
    })
}

#[test]
fn the_computer_s_seats_must_be_the_original_game_s_and_leave_one_for_the_maker() {
    let three = game_of_three(&Arc::new(OriginalRules::builtin()));
    let refused = |computers: &[ComputerSeat]| {
        let mut room = room_of(&three);
        let why = room.seat_computers(computers).unwrap_err();
        assert_eq!(room.seat_holders(), 0, "nothing seated by a refused list");
        why
    };
    let normal = Level::Normal;
    assert!(refused(&[at(0, normal), at(1, normal), at(2, normal)]).contains("none"));
    assert!(refused(&[at(3, normal)]).contains("no seat 3"));
    assert!(refused(&[at(1, normal), at(1, Level::Easy)]).contains("twice"));
    let mut duel = room_of(&duel_game(&Arc::new(RuleSet::builtin())));
    assert!(duel.seat_computers(&[at(1, normal)]).is_err());
    assert_eq!(duel.seat_holders(), 0);
    let mut none = room_of(&three);
    assert_eq!(none.seat_computers(&[]), Ok(()));
    assert_eq!(none.seat_holders(), 0);
}

/// A room for three, its middle seat the computer's: the two players take the others, the
/// computer is asked for exactly its seat's turns, is never away, never stood in for, and
/// always wants another game; the store keeps it, and the next game moves it round too.
#[test]
fn the_computer_plays_its_own_seat_through_a_whole_game_and_the_next() {
    let rules = EachGame {
        duel: Arc::new(RuleSet::builtin()),
        original: Arc::new(OriginalRules::builtin()),
    };
    let game = game_of_three(&rules.original);
    let mut room = room_of(&game);
    let middle = Place::try_from(1).unwrap();
    room.seat_computers(&[at(1, Level::Easy)]).unwrap();
    let mut players = Vec::new();
    for name in ["Ann", "Bob"] {
        let token = SeatToken(name.into());
        let (seat, _) = room.join(name.into(), false, None, token, 1).unwrap();
        players.push(seat);
    }
    assert_eq!(
        players.iter().map(|seat| seat.index()).collect::<Vec<_>>(),
        [0, 2]
    );
    let Some(ServerMessage::Game { game: public }) = room.public_game(1) else {
        panic!("every seat is held: the game starts");
    };
    assert_eq!(public.computers, [at(1, Level::Easy)]);
    assert!(!public.hints, "the players did not allow hints");
    room.count_absent_from(2);
    assert_eq!(room.away_since(middle), None, "the computer is never away");
    assert!(
        !room.stand_in(middle, true),
        "nobody stands in for the computer"
    );
    assert_eq!(room.playing_level(middle), Level::Easy);
    assert_eq!(room.playing_level(players[0]), Level::Expert);
    let mut its_turns = 0;
    while let Some(seat) = room.table().to_act() {
        let computer_asked = room.stand_in_to_act() == Some(middle);
        assert_eq!(computer_asked, seat == middle);
        its_turns += usize::from(computer_asked);
        let action = room.table().computer_decision(room.playing_level(seat), 3);
        let action = action.expect("a decision while the game goes on");
        assert!(matches!(action, RoomAction::Original(_)));
        let index = room.table().actions_played() as u32;
        room.act(seat, index, action, 5).unwrap();
    }
    assert!(its_turns > 0);
    let stored = room.stored();
    let back = Room::from_stored(&rules, stored.clone()).unwrap();
    assert_eq!(back.computer_seats(), [at(1, Level::Easy)]);
    assert!(!room.ask_rematch(players[0]));
    assert!(room.ask_rematch(players[1]), "the computer needs no asking");
    room.start_rematch(RollSecret([8; 32]), 2, 6);
    assert_eq!(room.computer_seats(), [at(2, Level::Easy)]);
    assert_eq!(
        room.stand_in_to_act().is_some(),
        room.table().to_act().map(|seat| seat.index()) == Some(2)
    );
}

#[test]
fn the_seat_to_act_is_late_once_its_move_s_time_is_over() {
    let rules = Arc::new(RuleSet::builtin());
    let code = RoomCode::parse("TCKS2345").unwrap();
    let mut room = Room::new(&duel_game(&rules), code, RollSecret([1; 32]), 3, 100).unwrap();
    room.set_move_seconds(60);
    room.join("Ann".into(), false, None, SeatToken("a".into()), 100)
        .unwrap();
    assert_eq!(room.overdue(1_000), None, "no game before two players");
    room.join("Bob".into(), false, None, SeatToken("b".into()), 200)
        .unwrap();
    let seat = room.table().to_act().unwrap();
    assert_eq!(room.overdue(259), None);
    assert_eq!(room.overdue(260), Some(seat));
    let Table::Duel(table) = room.table() else {
        panic!("a Duel");
    };
    let action = RoomAction::Duel(table.state().legal_actions(&rules)[0]);
    room.act(seat, 0, action, 260).unwrap();
    assert_eq!(room.overdue(300), None, "each move has its own time");
    let next = room.table().to_act().unwrap();
    assert_eq!(room.overdue(320), Some(next));
    room.stand_in(next, true);
    assert_eq!(room.overdue(320), None, "the computer is never late");
    assert!(check_move_seconds(4).is_err() && check_move_seconds(0).is_ok());
    assert!(check_move_seconds(DAY_SECONDS + 1).is_err());
}

#[test]
fn a_room_tells_its_player_whose_move_it_is_and_a_stranger_nothing() {
    let rules = Arc::new(RuleSet::builtin());
    let code = RoomCode::parse("GANC2345").unwrap();
    let mut room = Room::new(&duel_game(&rules), code, RollSecret([4; 32]), 7, 100).unwrap();
    room.set_move_seconds(600);
    let ann = SeatToken("ann".into());
    let bob = SeatToken("bob".into());
    let (ann_seat, _) = room
        .join("Ann".into(), false, None, ann.clone(), 100)
        .unwrap();
    assert_eq!(room.glance(&ann, 100), Standing::Waiting);
    assert_eq!(room.glance(&bob, 100), Standing::Gone);
    let (bob_seat, _) = room
        .join("Bob".into(), false, None, bob.clone(), 200)
        .unwrap();
    let to_act = room.table().to_act().unwrap();
    assert_eq!(
        room.glance(&ann, 260),
        Standing::Playing {
            seat: ann_seat,
            opponent: "Bob".into(),
            to_act,
            acting: if to_act == ann_seat { "Ann" } else { "Bob" }.into(),
            seconds_left: Some(540),
        }
    );
    assert_eq!(room.glance(&SeatToken("an".into()), 260), Standing::Gone);
    let mut players = [Level::Easy.player::<Duel>(1), Level::Easy.player(2)];
    while let Some(seat) = room.table().to_act() {
        let Table::Duel(table) = room.table() else {
            panic!("a Duel");
        };
        let action = players[seat.index()].choose(&rules, table.state()).unwrap();
        let action = RoomAction::Duel(action);
        let index = room.table().actions_played() as u32;
        room.act(seat, index, action, 300).unwrap();
    }
    let totals = room.table().totals();
    assert_eq!(
        room.glance(&bob, 300),
        Standing::Over {
            seat: bob_seat,
            opponent: "Ann".into(),
            totals,
        }
    );
}

/// Players who go by one name are told apart by a number at the table, so that it never says
/// "Player wins" of two players called Player; the longest name is cut to keep the number.
/// The seats keep the names given (a rated player's record is kept under theirs).
#[test]
fn a_name_an_earlier_seat_goes_by_is_shown_with_a_number_and_the_seat_keeps_its_own() {
    let original = Arc::new(OriginalRules::builtin());
    let mut four = room_of(&ForGame::Original(Ruled {
        rules: original,
        options: GameOptions {
            players: 4,
            mighty_duel: false,
            bonuses: Bonuses::default(),
            dynasty: false,
        },
    }));
    let given = ["Player", "player", "Ann", "Player"];
    for (at, name) in given.into_iter().enumerate() {
        let token = SeatToken(format!("seat-{at}"));
        four.join(name.into(), false, None, token, 1).unwrap();
    }
    let back = SeatToken("seat-3".into());
    four.join(
        "Player".into(),
        false,
        Some(&back),
        SeatToken("new".into()),
        2,
    )
    .unwrap();
    let Some(ServerMessage::Game { game }) = four.public_game(2) else {
        panic!("a full room of the original game shows its game");
    };
    assert_eq!(game.names, ["Player", "player 2", "Ann", "Player 3"]);
    let kept: Vec<String> = (four.stored().seats.into_iter().flatten())
        .map(|holder| holder.name)
        .collect();
    assert_eq!(kept, given);
    let Standing::Playing { opponent, .. } = four.glance(&SeatToken("seat-0".into()), 2) else {
        panic!("a full room is played");
    };
    assert_eq!(
        opponent, "player 2, Ann, Player 3",
        "a glance names them alike"
    );

    let mut duel = room_of(&duel_game(&Arc::new(RuleSet::builtin())));
    let longest = "Abcdefghijklmnopqrst";
    for token in ["a", "b"] {
        duel.join(longest.into(), false, None, SeatToken(token.into()), 1)
            .unwrap();
    }
    let Some(ServerMessage::Game { game }) = duel.public_game(1) else {
        panic!("a full Duel's room shows its game");
    };
    assert_eq!(game.names, [longest, "Abcdefghijklmnopqr 2"]);
}

/// A room keeps each seat's token as its key only: the store (and anyone who reads it) learns
/// nothing that seats a player, while the token still finds its seat after the room is read
/// back. A room kept before keys, holding the tokens themselves, seats its players as before.
#[test]
fn a_stored_room_keeps_keys_not_tokens_and_a_room_kept_with_tokens_still_seats_its_players() {
    let rules = EachGame::<SharedRules> {
        duel: Arc::new(RuleSet::builtin()),
        original: Arc::new(OriginalRules::builtin()),
    };
    let code = RoomCode::parse("KEYS2345").unwrap();
    let game = RoomGame::of(&rules, GameSetup::Duel).unwrap();
    let mut room = Room::new(&game, code, RollSecret([5; 32]), 1, 0).unwrap();
    let ann = SeatToken("0123456789abcdef0123456789abcdef".into());
    room.join("Ann".into(), false, None, ann.clone(), 1)
        .unwrap();
    let kept = serde_json::to_string(&room.stored()).unwrap();
    assert!(!kept.contains(&ann.0), "the token is in the store: {kept}");
    let back = Room::from_stored(&rules, serde_json::from_str(&kept).unwrap()).unwrap();
    assert_eq!(back.seat_holding(&ann), Some(Place::FIRST));
    assert_eq!(back.seat_holding(&SeatToken("guess".into())), None);
    // As a server before keys kept it.
    let with_token = kept.replace(
        &format!("\"key\":\"{}\"", ann.key().0),
        &format!("\"token\":\"{}\"", ann.0),
    );
    assert_ne!(with_token, kept);
    let old = Room::from_stored(&rules, serde_json::from_str(&with_token).unwrap()).unwrap();
    assert_eq!(old.seat_holding(&ann), Some(Place::FIRST));
}
