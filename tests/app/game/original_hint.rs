//! The Expert's hint at the original table: asked by the key or the button, it puts the focus
//! on the domino it would claim, or the held domino where it would add it, and the prompt says
//! so; the move is legal, and the person's next press plays it.

use super::*;
use crate::common::original::{original_match, start_original};
use kingdomino_core::original::{Action as OriginalAction, Original, Step as OriginalStep};
use kingdomino_duel::app::original::OriginalChoice;
use kingdomino_duel::app::original::{HeldDomino, OriginalPrompt};
use kingdomino_duel::app::states::Pause;

fn original_prompt(app: &App) -> String {
    words(app, &app.world().resource::<OriginalPrompt>().0)
}

/// Frames until the person acts.
fn until_the_person_acts(app: &mut App) {
    for _ in 0..400 {
        if original_match(app).person_to_act().is_some() {
            app.update();
            return;
        }
        app.update();
    }
    panic!("the computer never let the person act");
}

/// Frames until the Expert has answered.
fn until_the_hint_is_shown(app: &mut App) {
    for _ in 0..400 {
        app.update();
        if original_prompt(app).starts_with("The Expert would") {
            return;
        }
    }
    panic!("no hint: {}", original_prompt(app));
}

#[test]
fn the_expert_s_hint_points_at_a_claim_and_puts_the_held_domino_where_it_would_go() {
    let mut app = title_app();
    start_original(
        &mut app,
        vec![Seat::Human, Seat::Computer(Level::Easy)],
        false,
        51,
    );
    until_the_person_acts(&mut app);
    assert!(matches!(
        original_match(&app).state().step(),
        OriginalStep::Claim { .. }
    ));
    Device::Keyboard.press(&mut app, Control::Hint);
    let said = original_prompt(&app);
    assert!(
        said == "The Expert is thinking about your move…" || said.starts_with("The Expert would"),
        "{said}"
    );
    until_the_hint_is_shown(&mut app);
    let Focus::Choice(index) = choices(&app).focus() else {
        panic!("the focus on a domino");
    };
    let Some(OriginalChoice::Act(claim @ OriginalAction::Claim { slot })) =
        choices(&app).list()[index].intent.clone().own()
    else {
        panic!("a claim has the focus");
    };
    let number = original_match(&app).state().next_line()[usize::from(slot)]
        .domino
        .number;
    // With its why: how its imagined games went after that move.
    let said = original_prompt(&app);
    let (claim_words, why) = said.split_once('\n').expect("the move, then why");
    assert_eq!(
        claim_words,
        format!("The Expert would take domino {number}: it has the focus.")
    );
    let share: u32 = why
        .strip_prefix("It won ")
        .and_then(|rest| rest.strip_suffix("% of the games it imagined from there."))
        .and_then(|share| share.parse().ok())
        .unwrap_or_else(|| panic!("{why}"));
    assert!(share <= 100, "{why}");
    // The hint waits out a pause; asked again, it points again.
    Device::Keyboard.press(&mut app, Control::Pause);
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Paused);
    Device::Keyboard.press(&mut app, Control::Pause);
    Device::Keyboard.press(&mut app, Control::Right);
    assert_ne!(choices(&app).focus(), Focus::Choice(index));
    Device::Keyboard.press(&mut app, Control::Hint);
    assert_eq!(choices(&app).focus(), Focus::Choice(index));
    let before = original_match(&app).record().actions.len();
    Device::Keyboard.press(&mut app, Control::Confirm);
    assert_eq!(original_match(&app).record().actions[before], claim);

    // Later, a domino to add: the hint by its button puts it where the Expert would.
    for _ in 0..400 {
        until_the_person_acts(&mut app);
        if matches!(
            original_match(&app).state().step(),
            OriginalStep::Place { .. }
        ) && choices(&app)
            .index_of(Intent::game(OriginalChoice::Act(OriginalAction::Discard)))
            .is_none()
        {
            break;
        }
        let first_claim = original_match(&app).state().legal_actions()[0];
        let player = original_match(&app).person_to_act().unwrap();
        app.world_mut()
            .write_message(kingdomino_duel::app::table::Intended::<Original> {
                seat: player,
                action: first_claim,
            });
        app.update();
    }
    choose(&mut app, Device::Keyboard, Intent::Hint);
    until_the_hint_is_shown(&mut app);
    let held = *app.world().resource::<HeldDomino>();
    let place = OriginalAction::Place {
        first: held.first,
        direction: held.direction,
    };
    assert!(
        original_match(&app)
            .state()
            .legal_actions()
            .contains(&place)
    );
    assert_eq!(choices(&app).focus(), Focus::Grid);
    // The person may move it away, and ask again to have it put back.
    for control in [Control::Left, Control::Up] {
        Device::Keyboard.press(&mut app, control);
    }
    assert_ne!(
        *app.world().resource::<HeldDomino>(),
        held,
        "moved by the person"
    );
    Device::Keyboard.press(&mut app, Control::Hint);
    assert_eq!(*app.world().resource::<HeldDomino>(), held);
    let before = original_match(&app).record().actions.len();
    Device::Keyboard.press(&mut app, Control::Confirm);
    assert_eq!(original_match(&app).record().actions[before], place);
}
