//! A player's glance at their rooms: whose move it is in each, read from memory or the store
//! and never kept; a wrong token learns nothing; too many rooms or glances are refused.

use super::*;
use kingdomino_core::online::{HeldSeat, MAX_GLANCED_ROOMS, RoomGlance, Standing};

fn glance(seats: Vec<HeldSeat>) -> ClientMessage {
    ClientMessage::Glance {
        version: PROTOCOL_VERSION,
        rules_id: RuleSet::builtin().id().to_string(),
        seats,
    }
}

fn standings(answer: Result<Vec<RoomGlance>, Ending>) -> Vec<Standing> {
    answer
        .unwrap()
        .into_iter()
        .map(|glance| glance.standing)
        .collect()
}

#[test]
fn a_glance_says_whose_move_it_is_in_each_room_from_memory_or_the_store_and_keeps_nothing() {
    let (folder, store) = fresh_store("glances");
    let mut hub = hub(&store);
    let playing = RoomCode::parse("GANC2345").unwrap();
    let waiting = RoomCode::parse("GANC2346").unwrap();
    let (ann_at, _ann_mail, ann_told) = join(&mut hub, 1, &playing, "Ann", None);
    let (bob_at, _bob_mail, _) = join(&mut hub, 2, &playing, "Bob", None);
    act_once(&mut hub, [&ann_at, &bob_at]).unwrap();
    let (cy_at, _cy_mail, cy_told) = join(&mut hub, 3, &waiting, "Cy", None);
    let to_act = hub.rooms[&playing].room.table().to_act().unwrap();
    let ann_seat = HeldSeat {
        room: playing.clone(),
        token: token_in(&ann_told),
    };
    let seats = vec![
        ann_seat.clone(),
        HeldSeat {
            room: waiting.clone(),
            token: token_in(&cy_told),
        },
        HeldSeat {
            room: RoomCode::parse("NEVER234").unwrap(),
            token: token_in(&ann_told),
        },
        HeldSeat {
            room: playing.clone(),
            token: SeatToken("0123456789abcdef0123456789abcdef".into()),
        },
    ];
    let expected = vec![
        Standing::Playing {
            seat: ann_at.seat,
            opponent: "Bob".into(),
            to_act,
            acting: if to_act == ann_at.seat { "Ann" } else { "Bob" }.into(),
            seconds_left: None,
        },
        Standing::Waiting,
        Standing::Gone,
        Standing::Gone,
    ];
    assert_eq!(standings(hub.glance(HERE, glance(seats.clone()))), expected);

    // Everyone gone and the server restarted: the store answers, and nothing stays in memory.
    hub.leave(&ann_at, 1);
    hub.leave(&bob_at, 2);
    hub.leave(&cy_at, 3);
    let mut restarted = super::hub(&store);
    let version = restarted.store.version(&playing).unwrap();
    assert_eq!(standings(restarted.glance(HERE, glance(seats))), expected);
    assert_eq!(restarted.live_rooms(), 0);
    assert_eq!(restarted.store.version(&playing).unwrap(), version);
    assert_eq!(
        restarted
            .store
            .contains(&RoomCode::parse("NEVER234").unwrap()),
        Ok(false)
    );

    // Too many rooms at once, or too many glances from one address, are refused.
    let many = vec![ann_seat; MAX_GLANCED_ROOMS + 1];
    match restarted.glance(HERE, glance(many)) {
        Err(Ending::Refused { reason, .. }) => assert!(reason.contains("at most"), "{reason}"),
        other => panic!("{other:?}"),
    }
    let mut limited = hub_limiting(&store, 2);
    assert!(limited.glance(HERE, glance(Vec::new())).is_ok());
    assert!(limited.glance(HERE, glance(Vec::new())).is_ok());
    match limited.glance(HERE, glance(Vec::new())) {
        Err(Ending::Refused { for_good, .. }) => assert!(!for_good),
        other => panic!("{other:?}"),
    }
    let _ = std::fs::remove_dir_all(&folder);
}

/// A glance may name either game's rule set: a player's rooms of the original game are
/// glanced at with its own; a rule set of no game here is refused by name.
#[test]
fn a_glance_takes_either_game_s_rule_set() {
    let (folder, store) = fresh_store("glance-rules");
    let mut hub = hub(&store);
    let original_rules = OriginalRules::builtin().id().to_string();
    for rules_id in [RuleSet::builtin().id().to_string(), original_rules] {
        let asked = ClientMessage::Glance {
            version: PROTOCOL_VERSION,
            rules_id: rules_id.clone(),
            seats: Vec::new(),
        };
        assert_eq!(hub.glance(HERE, asked), Ok(Vec::new()), "{rules_id}");
    }
    let modded = ClientMessage::Glance {
        version: PROTOCOL_VERSION,
        rules_id: "a-mod".into(),
        seats: Vec::new(),
    };
    match hub.glance(HERE, modded) {
        Err(Ending::Refused { reason, .. }) => assert!(reason.contains("`a-mod`"), "{reason}"),
        other => panic!("{other:?}"),
    }
    let _ = std::fs::remove_dir_all(&folder);
}
