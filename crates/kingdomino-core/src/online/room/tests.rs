//! The room's rules of seating, standing in and storing, and whole games of either game
//! through it.

use super::*;
use crate::ai::Level;
use crate::ai::original::AnyKingdomPlayer;
use crate::online::protocol::PublicGame;
use crate::online::room::table::TableRefusal;
use crate::original::{Bonuses, GameOptions};
use crate::rules::{GameState, SeatNumber};

fn token(text: &str) -> SeatToken {
    SeatToken(text.into())
}

fn rule_sets() -> (Arc<RuleSet>, Arc<OriginalRules>) {
    (
        Arc::new(RuleSet::builtin()),
        Arc::new(OriginalRules::builtin()),
    )
}

fn duel_room(rules: &Arc<RuleSet>, seed: u64) -> Room {
    let code = RoomCode::parse("ABCDEFGH").unwrap();
    Room::new(
        &RoomGame::Duel(Arc::clone(rules)),
        code,
        RollSecret([3; 32]),
        seed,
        0,
    )
    .unwrap()
}

fn full_room(rules: &Arc<RuleSet>, seed: u64) -> Room {
    let mut room = duel_room(rules, seed);
    assert_eq!(
        room.join("Ann".into(), false, None, token("a"), 1),
        Ok((RoomSeat::FIRST, token("a")))
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
        Table::Duel { state, .. } => state,
        Table::Kingdom { .. } => panic!("a Duel's room"),
    }
}

fn public_duel(room: &Room) -> PublicGame {
    match room.public_game(0) {
        Some(ServerMessage::Game { game }) => game,
        other => panic!("{other:?}"),
    }
}

fn other(seat: RoomSeat) -> RoomSeat {
    seat.duel().unwrap().other().into()
}

#[test]
fn the_computer_stands_in_only_during_a_game_and_for_the_seat_to_act() {
    let (rules, original) = rule_sets();
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
    let back = Room::from_stored(&rules, &original, room.stored()).unwrap();
    assert_eq!(back.stand_in_to_act(), Some(to_act), "kept in the store");
    assert!(room.stand_in(to_act, false), "the player is back");
    assert_eq!(room.stand_in_to_act(), None);
}

#[test]
fn seats_are_taken_in_order_and_given_back_by_token_only() {
    let (rules, _) = rule_sets();
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
    let (rules, original) = rule_sets();
    let mut room = full_room(&rules, 11);
    let mut players = [Level::Normal.player(1), Level::Easy.player(2)];
    let mut rolls_told = 1;
    while !room.is_over() {
        let seat = room.table().to_act().unwrap();
        let index = room.table().actions_played() as u32;
        let action = players[seat.index()].choose(&rules, duel_state(&room));
        let action = AnyAction::Duel(action);
        assert_eq!(
            room.act(other(seat), index, action, 9),
            Err(RoomRefusal::NotYourTurn)
        );
        assert_eq!(
            room.act(seat, index + 1, action, 9),
            Err(RoomRefusal::OutOfStep { expected: index })
        );
        let kingdom_action = AnyAction::Kingdom(crate::original::Action::Discard);
        assert_eq!(
            room.act(seat, index, kingdom_action, 9),
            Err(RoomRefusal::Rule(TableRefusal::OtherGame))
        );
        match room.act(seat, index, action, 9).unwrap() {
            ServerMessage::Applied { roll, .. } => rolls_told += usize::from(roll.is_some()),
            other => panic!("{other:?}"),
        }
    }
    let game = public_duel(&room);
    assert_eq!(game.record.rolls.len(), rolls_told);
    let secret = RollSecret::from_hex(&room.revealed_secret().unwrap()).unwrap();
    assert!(secret.explains(&rules, &game.commitment(), &game.record.rolls));
    let replayed = game.record.replay(&rules).unwrap();
    assert_eq!(&replayed, duel_state(&room));
    let again = Room::from_stored(&rules, &original, room.stored()).unwrap();
    assert_eq!(duel_state(&again), duel_state(&room));
    assert_eq!(again.stored(), room.stored());
}

#[test]
fn a_stored_room_whose_rolls_or_lines_were_changed_is_refused() {
    let (rules, original) = rule_sets();
    let room = full_room(&rules, 4);
    let mut stored = room.stored();
    let record = stored.record.as_mut().unwrap();
    record.rolls[0][1] = (record.rolls[0][1] + 1) % 6;
    let error = Room::from_stored(&rules, &original, stored).err().unwrap();
    assert!(error.contains("do not come from its secret"), "{error}");
    let kingdom = kingdom_room(&original, 3, 8);
    let mut stored = kingdom.stored();
    let record = stored.kingdom.as_mut().unwrap();
    let unused = (1..=48).find(|n| !record.deals[0].contains(n)).unwrap();
    record.deals[0][0] = unused;
    let error = Room::from_stored(&rules, &original, stored).err().unwrap();
    assert!(error.contains("do not come from its secret"), "{error}");
    let mut both = kingdom.stored();
    both.record = room.stored().record;
    let error = Room::from_stored(&rules, &original, both).err().unwrap();
    assert!(error.contains("no one game's record"), "{error}");
    let mut crowded = kingdom.stored();
    crowded.stood_in.push(false);
    let error = Room::from_stored(&rules, &original, crowded).err().unwrap();
    assert!(error.contains("4 stand-ins for 3 seats"), "{error}");
}

#[test]
fn a_room_kept_by_an_earlier_server_reads_as_a_duel_s() {
    let (rules, original) = rule_sets();
    let room = full_room(&rules, 6);
    let mut kept = serde_json::to_value(room.stored()).unwrap();
    // Before rooms of four, each per-seat value was a pair, and some were not kept at all.
    let object = kept.as_object_mut().unwrap();
    for absent in ["stood_in", "played_for", "rematch_asked"] {
        object.remove(absent);
    }
    let old: StoredRoom = serde_json::from_value(kept).unwrap();
    let back = Room::from_stored(&rules, &original, old).unwrap();
    assert_eq!(back.stored(), room.stored());
}

#[test]
fn hints_are_agreed_when_every_player_joined_allowing_them_and_stay_so_in_the_store() {
    let (rules, original) = rule_sets();
    for (ann, bob) in [(true, true), (true, false), (false, true)] {
        let mut room = duel_room(&rules, 5);
        room.join("Ann".into(), ann, None, token("a"), 1).unwrap();
        room.join("Bob".into(), bob, None, token("b"), 1).unwrap();
        let agreed = ann && bob;
        assert_eq!(public_duel(&room).hints, agreed);
        // Coming back with another word changes nothing: the room's hints were settled.
        room.join("Bob".into(), !bob, Some(&token("b")), token("c"), 2)
            .unwrap();
        let back = Room::from_stored(&rules, &original, room.stored()).unwrap();
        assert_eq!(public_duel(&back).hints, agreed);
    }
}

fn kingdom_room(original: &Arc<OriginalRules>, players: u8, seed: u64) -> Room {
    let options = GameOptions {
        players,
        mighty_duel: false,
        bonuses: Bonuses::default(),
    };
    let game = RoomGame::Kingdom(Arc::clone(original), options);
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
    let (rules, original) = rule_sets();
    for players in [3, 4] {
        let mut room = kingdom_room(&original, players, u64::from(players));
        assert_eq!(
            room.join("Eve".into(), false, None, token("e"), 2),
            Err(JoinError::Full)
        );
        let Some(ServerMessage::KingdomGame { game }) = room.public_game(0) else {
            panic!("the game once every seat is taken");
        };
        assert_eq!(game.names.len(), usize::from(players));
        assert!(game.hints);
        let mut seen = vec![false; usize::from(players)];
        let mut lines_told = 1;
        while let Some(seat) = room.table().to_act() {
            seen[seat.index()] = true;
            let Table::Kingdom { game, .. } = room.table() else {
                panic!("a kingdom room");
            };
            let action = AnyKingdomPlayer::new(Level::Normal, 3, game)
                .choose(game)
                .unwrap();
            let index = room.table().actions_played() as u32;
            let stranger = RoomSeat::all(usize::from(players))
                .find(|&other| other != seat)
                .unwrap();
            assert_eq!(
                room.act(stranger, index, AnyAction::Kingdom(action), 5),
                Err(RoomRefusal::NotYourTurn)
            );
            match room
                .act(seat, index, AnyAction::Kingdom(action), 5)
                .unwrap()
            {
                ServerMessage::KingdomApplied {
                    dealt, seat: told, ..
                } => {
                    assert_eq!(told, seat);
                    lines_told += usize::from(dealt.is_some());
                }
                other => panic!("{other:?}"),
            }
        }
        assert!(seen.iter().all(|&acted| acted), "every seat played");
        let Some(ServerMessage::KingdomGame { game }) = room.public_game(0) else {
            panic!("the game");
        };
        assert_eq!(game.record.deals.len(), lines_told);
        let rounds = original.setup(players, false).unwrap().rounds();
        assert_eq!(lines_told, usize::from(rounds), "a line a round");
        let secret = RollSecret::from_hex(&room.revealed_secret().unwrap()).unwrap();
        assert!(secret.explains_deals(
            &original,
            game.record.options,
            &game.commitment(),
            &game.record.deals
        ));
        assert!(
            game.record
                .replay(&original)
                .unwrap()
                .player_to_act()
                .is_none()
        );
        let again = Room::from_stored(&rules, &original, room.stored()).unwrap();
        assert_eq!(again.stored(), room.stored());
        assert_eq!(again.table().totals(), room.table().totals());
        // Everyone asks again: each sits a seat further round, with new lines.
        for seat in RoomSeat::all(usize::from(players)) {
            let all_asked = room.ask_rematch(seat);
            assert_eq!(all_asked, seat.index() + 1 == usize::from(players));
        }
        room.start_rematch(RollSecret([99; 32]), 1, 6);
        assert_eq!(
            room.seat_holding(&token("Ann")).map(RoomSeat::index),
            Some(1)
        );
        assert_eq!(
            room.seat_holding(&token("Cy")).map(RoomSeat::index),
            Some(3 % usize::from(players))
        );
        assert_eq!(room.table().actions_played(), 0);
        assert!(room.revealed_secret().is_none());
    }
}
