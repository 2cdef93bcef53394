//! The room's rules of seating, standing in and storing, and whole games through it.

use super::*;
use crate::ai::Level;

fn token(text: &str) -> SeatToken {
    SeatToken(text.into())
}

fn full_room(rules: &Arc<RuleSet>, seed: u64) -> Room {
    let code = RoomCode::parse("ABCDEFGH").unwrap();
    let mut room = Room::new(Arc::clone(rules), code, RollSecret([3; 32]), seed, 0);
    assert_eq!(
        room.join("Ann".into(), false, None, token("a"), 1),
        Ok((SeatNumber::FIRST, token("a")))
    );
    assert_eq!(room.public_game(0), None);
    assert_eq!(
        room.join("Bob".into(), false, None, token("b"), 1),
        Ok((SeatNumber::SECOND, token("b")))
    );
    room
}

#[test]
fn the_computer_stands_in_only_during_a_game_and_for_the_seat_to_act() {
    let rules = Arc::new(RuleSet::builtin());
    let code = RoomCode::parse("ABCDEFGH").unwrap();
    let mut waiting = Room::new(Arc::clone(&rules), code, RollSecret([3; 32]), 5, 0);
    assert!(!waiting.stand_in(SeatNumber::SECOND, true), "no game yet");
    let mut room = full_room(&rules, 5);
    let to_act = room.state().to_act().unwrap();
    assert_eq!(room.stand_in_to_act(), None);
    assert!(room.stand_in(to_act.other(), true));
    assert!(!room.stand_in(to_act.other(), true), "already");
    assert_eq!(room.stand_in_to_act(), None, "the other seat is to act");
    assert!(room.stand_in(to_act, true));
    assert_eq!(room.stand_in_to_act(), Some(to_act));
    let stored = room.stored();
    let back = Room::from_stored(Arc::clone(&rules), stored).unwrap();
    assert_eq!(back.stand_in_to_act(), Some(to_act), "kept in the store");
    assert!(room.stand_in(to_act, false), "the player is back");
    assert_eq!(room.stand_in_to_act(), None);
}

#[test]
fn seats_are_taken_in_order_and_given_back_by_token_only() {
    let rules = Arc::new(RuleSet::builtin());
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
        Ok((SeatNumber::SECOND, token("b")))
    );
}

#[test]
fn a_whole_game_is_played_through_the_room_and_its_record_replays_with_the_secret() {
    let rules = Arc::new(RuleSet::builtin());
    let mut room = full_room(&rules, 11);
    let mut players = [Level::Normal.player(1), Level::Easy.player(2)];
    let mut rolls_told = 1;
    while !room.is_over() {
        let seat = room.state.to_act().unwrap();
        let other = seat.other();
        let index = room.record.actions.len() as u32;
        let action = players[seat].choose(&rules, &room.state);
        assert_eq!(
            room.act(other, index, action, 9),
            Err(RoomRefusal::NotYourTurn)
        );
        assert_eq!(
            room.act(seat, index + 1, action, 9),
            Err(RoomRefusal::OutOfStep { expected: index })
        );
        let applied = room.act(seat, index, action, 9).unwrap();
        rolls_told += usize::from(applied.roll.is_some());
    }
    assert_eq!(room.record.rolls.len(), rolls_told);
    let secret = RollSecret::from_hex(&room.revealed_secret().unwrap()).unwrap();
    let game = room.public_game(0).unwrap();
    assert!(secret.explains(&rules, &game.commitment(), &game.record.rolls));
    let replayed = game.record.replay(&rules).unwrap();
    assert_eq!(replayed, room.state);
    let again = Room::from_stored(Arc::clone(&rules), room.stored()).unwrap();
    assert_eq!(again.state, room.state);
    assert_eq!(again.stored(), room.stored());
}

#[test]
fn a_stored_room_whose_rolls_were_changed_is_refused() {
    let rules = Arc::new(RuleSet::builtin());
    let room = full_room(&rules, 4);
    let mut stored = room.stored();
    stored.record.rolls[0][1] = (stored.record.rolls[0][1] + 1) % 6;
    let error = Room::from_stored(Arc::clone(&rules), stored).err().unwrap();
    assert!(error.contains("do not come from its secret"), "{error}");
}

#[test]
fn hints_are_agreed_when_both_players_joined_allowing_them_and_stay_so_in_the_store() {
    let rules = Arc::new(RuleSet::builtin());
    for (ann, bob) in [(true, true), (true, false), (false, true)] {
        let code = RoomCode::parse("ABCDEFGH").unwrap();
        let mut room = Room::new(Arc::clone(&rules), code, RollSecret([3; 32]), 5, 0);
        room.join("Ann".into(), ann, None, token("a"), 1).unwrap();
        room.join("Bob".into(), bob, None, token("b"), 1).unwrap();
        let agreed = ann && bob;
        assert_eq!(room.public_game(0).unwrap().hints, agreed);
        // Coming back with another word changes nothing: the room's hints were settled.
        room.join("Bob".into(), !bob, Some(&token("b")), token("c"), 2)
            .unwrap();
        let back = Room::from_stored(Arc::clone(&rules), room.stored()).unwrap();
        assert_eq!(back.public_game(0).unwrap().hints, agreed);
    }
}
