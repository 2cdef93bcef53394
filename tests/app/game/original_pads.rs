//! People of the original game at one screen, each with their own gamepad: the first pad a
//! person presses on their turn becomes theirs, and a pad taken by one person does nothing on
//! another's turn. The focus goes to a free domino after each claim, so each press claims.

use super::*;
use crate::common::original::{original_match, start_original};
use kingdomino_duel::app::input::PadOwners;

/// The claims made so far.
fn recorded(app: &App) -> usize {
    original_match(app).record().actions.len()
}

#[test]
fn each_of_three_people_plays_the_original_game_with_their_own_gamepad() {
    let mut app = title_app();
    let pads = [
        gamepads(&mut app)[0],
        connect_gamepad(&mut app, "Second pad"),
        connect_gamepad(&mut app, "Third pad"),
    ];
    start_original(&mut app, vec![Seat::Human; 3], false, 41);
    let mut owners = [None; 4];
    // The first claims, in the order the kings were drawn: each person takes the next pad.
    for (claim, &pad) in pads.iter().enumerate() {
        let player = original_match(&app)
            .person_to_act()
            .expect("a person claims");
        for &taken in &pads[..claim] {
            press_on(&mut app, taken, GamepadButton::South);
            assert_eq!(
                recorded(&app),
                claim,
                "another person's pad does nothing on player {}'s turn",
                player.index() + 1
            );
        }
        press_on(&mut app, pad, GamepadButton::South);
        assert_eq!(
            recorded(&app),
            claim + 1,
            "a free pad claims for player {} (the focus on a free domino)",
            player.index() + 1
        );
        owners[player.index()] = Some(pad);
        assert_eq!(app.world().resource::<PadOwners>().0, owners);
    }
    // Then each adds their domino with their own pad only.
    let player = original_match(&app).person_to_act().expect("a person adds");
    let own = owners[player.index()].expect("their pad");
    let other = pads
        .into_iter()
        .find(|&pad| pad != own)
        .expect("three pads");
    let before = recorded(&app);
    press_on(&mut app, other, GamepadButton::South);
    assert_eq!(recorded(&app), before);
    press_on(&mut app, own, GamepadButton::South);
    assert_eq!(recorded(&app), before + 1, "put down where it is held");
}
