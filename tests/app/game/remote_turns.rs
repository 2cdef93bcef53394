//! The other seat played from elsewhere (an online opponent): its actions arrive when they come,
//! whatever phase this table is still showing, and the table follows them.

use super::*;
use kingdomino_core::duel::Duel;
use kingdomino_core::player_files::saves::SavedGame;
use kingdomino_duel::app::table::{Intended, MatchRequest};

/// A record of an online game (the Normal computer on seat 0 here, the Expert on seat 1 there):
/// in turn 10 seat 1, first to pick, takes two dice with its `dd` power and so draws first.
fn online_record() -> SavedGame<Duel> {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/replays/online-stall.replay.ron"
    ))
    .unwrap();
    SavedGame::from_bytes(&bytes).unwrap()
}

/// The seat's action, told as the online session tells the opponent's, then one frame.
fn remote_acts(app: &mut App, seat: SeatNumber, action: Action) {
    app.world_mut().write_message(Intended::<Duel> {
        seat: seat.into(),
        action,
    });
    app.update();
    assert_eq!(
        game(app).record().actions.last(),
        Some(&action),
        "the table applied the remote {action:?}"
    );
}

fn run_until_phase(app: &mut App, wanted: DuelPhase) {
    for _ in 0..100 {
        if phase(app) == Some(wanted) {
            return;
        }
        app.update();
    }
    panic!("still {:?}, not {wanted:?}", phase(app));
}

/// The opponent ends turn 9, takes two dice and draws while this table still shows turn 9's
/// spellbook: the table goes on to turn 10's map filling and its computer draws. (The online
/// game this record comes from stalled here: the table stayed in the spellbook for good.)
#[test]
fn a_turn_the_opponent_drafted_and_drew_during_this_table_s_spellbook_is_played_on() {
    let saved = online_record();
    let rules = RuleSet::builtin();
    let remote = SeatNumber::SECOND;
    let mut record = saved.record.clone();
    let to_come = record.actions.split_off(49);
    let state = record.replay(&rules).unwrap();
    assert_eq!(
        state.to_act(),
        Some(remote),
        "seat 1 names its joker's coat"
    );
    let mut app = title_app();
    request_match(
        &mut app,
        MatchRequest::Resume {
            record,
            seats: vec![Seat::Computer(Level::Normal), Seat::Remote],
            names: None,
            watched: false,
        },
    );
    run_until_phase(&mut app, DuelPhase::MapFilling);
    remote_acts(&mut app, remote, to_come[0]);
    run_until_phase(&mut app, DuelPhase::Spellbook);
    assert!(matches!(to_come[1], Action::TakeTwoDice { .. }));
    remote_acts(&mut app, remote, to_come[1]);
    remote_acts(&mut app, remote, to_come[2]);
    assert_eq!(
        phase(&app),
        Some(DuelPhase::Spellbook),
        "still turn 9's spellbook"
    );
    assert_eq!(game(&app).state().to_act(), Some(SeatNumber::FIRST));
    for _ in 0..400 {
        if game(&app).record().actions.len() > 52 {
            break;
        }
        app.update();
    }
    assert_eq!(
        game(&app).record().actions.len(),
        53,
        "the computer on seat 0 drew turn 10's domino (phase {:?})",
        phase(&app)
    );
    assert_eq!(game(&app).state().turn(), 10);
}
