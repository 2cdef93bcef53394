//! The room's rules of seating, standing in and storing, and whole games of either game
//! through it.

use kingdomino_core::duel::{Duel, GameState, NoOptions, RuleSet, SeatNumber};
use std::sync::Arc;

use crate::common::duel_game;

use kingdomino_core::ai::Level;
use kingdomino_core::games::{EachGame, ForGame, SharedRules};
use kingdomino_core::online::*;
use kingdomino_core::original::rule_set::ORIGINAL_RULES_RON;
use kingdomino_core::original::{Bonuses, GameOptions, Original, OriginalRules};
use kingdomino_core::table::Place;

fn token(text: &str) -> SeatToken {
    SeatToken(text.into())
}

fn rule_sets() -> EachGame<SharedRules> {
    EachGame {
        duel: Arc::new(RuleSet::builtin()),
        original: Arc::new(OriginalRules::builtin()),
    }
}

fn duel_room(rules: &EachGame<SharedRules>, seed: u64) -> Room {
    let code = RoomCode::parse("ABCDEFGH").unwrap();
    Room::new(&duel_game(&rules.duel), code, RollSecret([3; 32]), seed, 0).unwrap()
}

fn full_room(rules: &EachGame<SharedRules>, seed: u64) -> Room {
    let mut room = duel_room(rules, seed);
    assert_eq!(
        room.join("Ann".into(), false, None, token("a"), 1),
        Ok((Place::FIRST, token("a")))
    );
    assert_eq!(room.public_game(0), None);
    assert_eq!(
        room.join("Bob".into(), false, None, token("b"), 1),
        Ok((SeatNumber::SECOND.into(), token("b")))
    );
    room
}

fn duel_state(room: &Room) -> &GameState {
    match room.table() {
        Table::Duel(table) => table.state(),
        Table::Original(_) => panic!("a Duel's room"),
    }
}

fn public_game(room: &Room) -> PublicGame {
    match room.public_game(0) {
        Some(ServerMessage::Game { game }) => game,
        other => panic!("{other:?}"),
    }
}

fn other(seat: Place) -> Place {
    SeatNumber::try_from(seat).unwrap().other().into()
}

#[test]
fn the_computer_stands_in_only_during_a_game_and_for_the_seat_to_act() {
    let rules = rule_sets();
    let mut waiting = duel_room(&rules, 5);
    assert!(
        !waiting.stand_in(SeatNumber::SECOND.into(), true),
        "no game yet"
    );
    let mut room = full_room(&rules, 5);
    let to_act = room.table().to_act().unwrap();
    assert_eq!(room.stand_in_to_act(), None);
    assert!(room.stand_in(other(to_act), true));
    assert!(!room.stand_in(other(to_act), true), "already");
    assert_eq!(room.stand_in_to_act(), None, "the other seat is to act");
    assert!(room.stand_in(to_act, true));
    assert_eq!(room.stand_in_to_act(), Some(to_act));
    let back = Room::from_stored(&rules, room.stored()).unwrap();
    assert_eq!(back.stand_in_to_act(), Some(to_act), "kept in the store");
    assert!(room.stand_in(to_act, false), "the player is back");
    assert_eq!(room.stand_in_to_act(), None);
}

#[test]
fn seats_are_taken_in_order_and_given_back_by_token_only() {
    let rules = rule_sets();
    let mut room = full_room(&rules, 5);
    assert_eq!(
        room.join("Cy".into(), false, None, token("c"), 2),
        Err(JoinError::Full)
    );
    assert_eq!(
        room.join("Cy".into(), false, Some(&token("zz")), token("c"), 2),
        Err(JoinError::WrongToken)
    );
    assert_eq!(
        room.join("Bob".into(), false, Some(&token("b")), token("d"), 2),
        Ok((SeatNumber::SECOND.into(), token("b")))
    );
}

#[test]
fn a_whole_game_is_played_through_the_room_and_its_record_replays_with_the_secret() {
    let rules = rule_sets();
    let mut room = full_room(&rules, 11);
    let mut players = [Level::Normal.player::<Duel>(1), Level::Easy.player(2)];
    let mut rolls_told = 1;
    while !room.is_over() {
        let seat = room.table().to_act().unwrap();
        let index = room.table().actions_played() as u32;
        let action = players[seat.index()].choose(&rules.duel, duel_state(&room));
        let action = RoomAction::Duel(action.unwrap());
        assert_eq!(
            room.act(other(seat), index, action, 9),
            Err(RoomRefusal::NotYourTurn)
        );
        assert_eq!(
            room.act(seat, index + 1, action, 9),
            Err(RoomRefusal::OutOfStep { expected: index })
        );
        let original_action = RoomAction::Original(kingdomino_core::original::Action::Discard);
        assert_eq!(
            room.act(seat, index, original_action, 9),
            Err(RoomRefusal::Rule(TableRefusal::OtherGame))
        );
        assert_eq!(room.ending(), None, "nothing told before the end");
        match room.act(seat, index, action, 9).unwrap() {
            ServerMessage::Applied {
                played: ForGame::Duel(Played { dealt, .. }),
                to_act,
                ..
            } => {
                rolls_told += usize::from(dealt.is_some());
                assert_eq!(to_act, room.table().to_act(), "who acts next, as told");
            }
            other => panic!("{other:?}"),
        }
    }
    let ended = ServerMessage::Ended {
        secret: room.revealed_secret().unwrap(),
        totals: duel_state(&room)
            .scores(&rules.duel)
            .map(|score| score.total)
            .to_vec(),
    };
    assert_eq!(room.ending(), Some(ended), "the end tells every total");
    let game = public_game(&room);
    let ForGame::Duel(record) = &game.record else {
        panic!("a Duel's record");
    };
    assert_eq!(record.deals.len(), rolls_told);
    let secret = RollSecret::from_hex(&room.revealed_secret().unwrap()).unwrap();
    assert!(secret.explains::<Duel>(&rules.duel, NoOptions, &game.commitment(), &record.deals));
    let replayed = record.replay(&rules.duel).unwrap();
    assert_eq!(&replayed, duel_state(&room));
    let again = Room::from_stored(&rules, room.stored()).unwrap();
    assert_eq!(duel_state(&again), duel_state(&room));
    assert_eq!(again.stored(), room.stored());
}

#[test]
fn a_stored_room_whose_rolls_or_lines_were_changed_is_refused() {
    let rules = rule_sets();
    let room = full_room(&rules, 4);
    let mut stored = room.stored();
    let Some(ForGame::Duel(record)) = stored.game.as_mut() else {
        panic!("a Duel's record");
    };
    record.deals[0][1] = (record.deals[0][1] + 1) % 6;
    let error = Room::from_stored(&rules, stored).err().unwrap();
    assert!(error.contains("do not come from its secret"), "{error}");
    let kingdom = original_room(&rules, 3, 8);
    let mut stored = kingdom.stored();
    let Some(ForGame::Original(record)) = stored.game.as_mut() else {
        panic!("a record of the original game");
    };
    let unused = (1..=48).find(|n| !record.deals[0].contains(n)).unwrap();
    record.deals[0][0] = unused;
    let error = Room::from_stored(&rules, stored).err().unwrap();
    assert!(error.contains("do not come from its secret"), "{error}");
    let mut both = kingdom.stored();
    let Some(ForGame::Duel(duel)) = room.stored().game else {
        panic!("a Duel's record");
    };
    both.record = Some(duel);
    let error = Room::from_stored(&rules, both).err().unwrap();
    assert!(error.contains("no one game's record"), "{error}");
    let mut crowded = kingdom.stored();
    crowded.stood_in.push(false);
    let error = Room::from_stored(&rules, crowded).err().unwrap();
    assert!(error.contains("4 stand-ins for 3 seats"), "{error}");
}

/// Servers before protocol 5 kept a Duel's record as `record`, the original game's as
/// `kingdom`; before rooms of four, each per-seat value was a pair, and some were not kept at
/// all. Such rooms are read as they were.
#[test]
fn a_room_kept_by_an_earlier_server_reads_as_it_was() {
    let rules = rule_sets();
    for (room, field) in [
        (full_room(&rules, 6), "record"),
        (original_room(&rules, 3, 7), "kingdom"),
    ] {
        let mut kept = serde_json::to_value(room.stored()).unwrap();
        let object = kept.as_object_mut().unwrap();
        let tagged = object.remove("game").unwrap();
        let record = tagged.as_object().unwrap().values().next().unwrap().clone();
        object.insert(field.into(), record);
        if field == "record" {
            for absent in ["stood_in", "played_for", "rematch_asked"] {
                object.remove(absent);
            }
        }
        let old: StoredRoom = serde_json::from_value(kept).unwrap();
        let back = Room::from_stored(&rules, old).unwrap();
        assert_eq!(back.stored(), room.stored());
    }
}

/// Two servers whose rule sets share an id but not their contents (a mod keeping the id): the
/// room kept by one is not taken over by the other, which would score it otherwise.
#[test]
fn a_room_is_taken_over_only_with_the_very_rule_set_it_was_played_with() {
    let rules = rule_sets();
    let room = original_room(&rules, 3, 7);
    let modded_text = ORIGINAL_RULES_RON.replace("(48, \"w m***\")", "(48, \"w m**\")");
    let modded = OriginalRules::from_ron(&modded_text, "mod").expect("still valid");
    assert_eq!(modded.id(), rules.original.id());
    let other_server = EachGame {
        duel: Arc::clone(&rules.duel),
        original: Arc::new(modded),
    };
    let refused = Room::from_stored(&other_server, room.stored())
        .err()
        .unwrap();
    assert!(refused.contains("other contents"), "{refused}");
    assert!(Room::from_stored(&rules, room.stored()).is_ok());
    // A room kept before the fingerprint was is read by the id alone.
    let older = StoredRoom {
        rules_fingerprint: None,
        ..room.stored()
    };
    assert!(Room::from_stored(&other_server, older).is_ok());
}

#[test]
fn hints_are_agreed_when_every_player_joined_allowing_them_and_stay_so_in_the_store() {
    let rules = rule_sets();
    for (ann, bob) in [(true, true), (true, false), (false, true)] {
        let mut room = duel_room(&rules, 5);
        room.join("Ann".into(), ann, None, token("a"), 1).unwrap();
        room.join("Bob".into(), bob, None, token("b"), 1).unwrap();
        let agreed = ann && bob;
        assert_eq!(public_game(&room).hints, agreed);
        // Coming back with another word changes nothing: the room's hints were settled.
        room.join("Bob".into(), !bob, Some(&token("b")), token("c"), 2)
            .unwrap();
        let back = Room::from_stored(&rules, room.stored()).unwrap();
        assert_eq!(public_game(&back).hints, agreed);
    }
}

fn original_room(rules: &EachGame<SharedRules>, players: u8, seed: u64) -> Room {
    let options = GameOptions {
        players,
        mighty_duel: false,
        bonuses: Bonuses::default(),
        dynasty: false,
    };
    let game = ForGame::Original(Ruled {
        rules: Arc::clone(&rules.original),
        options,
    });
    let code = RoomCode::parse("KNGD2345").unwrap();
    let mut room = Room::new(&game, code, RollSecret([seed as u8; 32]), seed, 0).unwrap();
    for (at, name) in ["Ann", "Bob", "Cy", "Di"]
        .iter()
        .take(players.into())
        .enumerate()
    {
        assert_eq!(room.public_game(0), None, "a seat is free");
        let (seat, _) = room
            .join((*name).into(), true, None, token(name), 1)
            .unwrap();
        assert_eq!(seat.index(), at);
    }
    room
}

/// Rooms of three and four play the original game to its end: every seat in turn, the
/// lines dealt from the secret, the record replaying and stored.
#[test]
fn rooms_of_three_and_four_play_the_original_game_with_lines_from_the_secret() {
    let rules = rule_sets();
    let original = &rules.original;
    for players in [3, 4] {
        let mut room = original_room(&rules, players, u64::from(players));
        assert_eq!(
            room.join("Eve".into(), false, None, token("e"), 2),
            Err(JoinError::Full)
        );
        let game = public_game(&room);
        assert_eq!(game.names.len(), usize::from(players));
        assert!(game.hints);
        let mut seen = vec![false; usize::from(players)];
        let mut lines_told = 1;
        while let Some(seat) = room.table().to_act() {
            seen[seat.index()] = true;
            let Table::Original(table) = room.table() else {
                panic!("a room of the original game");
            };
            let action = Level::Normal
                .player::<Original>(3)
                .choose(original, table.state())
                .unwrap();
            let index = room.table().actions_played() as u32;
            let stranger = Place::all(usize::from(players))
                .find(|&other| other != seat)
                .unwrap();
            assert_eq!(
                room.act(stranger, index, RoomAction::Original(action), 5),
                Err(RoomRefusal::NotYourTurn)
            );
            match room
                .act(seat, index, RoomAction::Original(action), 5)
                .unwrap()
            {
                ServerMessage::Applied {
                    seat: told,
                    played: ForGame::Original(Played { dealt, .. }),
                    ..
                } => {
                    assert_eq!(told, seat);
                    lines_told += usize::from(dealt.is_some());
                }
                other => panic!("{other:?}"),
            }
        }
        assert!(seen.iter().all(|&acted| acted), "every seat played");
        let game = public_game(&room);
        let ForGame::Original(record) = &game.record else {
            panic!("a record of the original game");
        };
        assert_eq!(record.deals.len(), lines_told);
        let rounds = original.setup(players, false).unwrap().rounds();
        assert_eq!(lines_told, usize::from(rounds), "a line a round");
        let secret = RollSecret::from_hex(&room.revealed_secret().unwrap()).unwrap();
        assert!(secret.explains::<Original>(
            original,
            record.options,
            &game.commitment(),
            &record.deals
        ));
        assert!(record.replay(original).unwrap().player_to_act().is_none());
        let again = Room::from_stored(&rules, room.stored()).unwrap();
        assert_eq!(again.stored(), room.stored());
        assert_eq!(again.table().totals(), room.table().totals());
        // Everyone asks again: each sits a seat further round, with new lines.
        for seat in Place::all(usize::from(players)) {
            let all_asked = room.ask_rematch(seat);
            assert_eq!(all_asked, seat.index() + 1 == usize::from(players));
        }
        room.start_rematch(RollSecret([99; 32]), 1, 6);
        assert_eq!(room.seat_holding(&token("Ann")).map(Place::index), Some(1));
        assert_eq!(
            room.seat_holding(&token("Cy")).map(Place::index),
            Some(3 % usize::from(players))
        );
        assert_eq!(room.table().actions_played(), 0);
        assert!(room.revealed_secret().is_none());
    }
}
