//! A person at the original Kingdomino's table: claims from the next line by keys, gamepad or a
//! click on the domino, the held domino moved, turned and put down where it fits, the prompt
//! saying why it cannot go elsewhere, a whole game against computers.

use super::*;
use crate::common::original::original_match;
use kingdomino_core::kingdom::Direction;
use kingdomino_core::localization::Phrase;
use kingdomino_core::original::{
    Action as OriginalAction, Bonuses, GameOptions, Original, OriginalRules, PlaceRefusal,
    Step as OriginalStep,
};
use kingdomino_duel::app::original;
use kingdomino_duel::app::original::OriginalChoice;
use kingdomino_duel::app::original::{HeldDomino, OriginalPrompt};
use kingdomino_duel::app::table::MatchRequest;

/// A game of the original Kingdomino with a person in the first place, computers in the others.
fn person_against(levels: &[Level], seed: u64) -> App {
    let mut app = title_app();
    let seats = std::iter::once(Seat::Human)
        .chain(levels.iter().map(|&level| Seat::Computer(level)))
        .collect::<Vec<_>>();
    app.world_mut()
        .write_message(MatchRequest::<Original>::New {
            options: GameOptions {
                players: seats.len() as u8,
                mighty_duel: false,
                bonuses: Bonuses::default(),
                dynasty: false,
            },
            seats,
            seed: Some(seed),
        });
    app.update();
    app.update();
    assert_eq!(screen(&app), original::TABLE);
    app
}

fn held(app: &App) -> HeldDomino {
    *app.world().resource::<HeldDomino>()
}

fn original_prompt(app: &App) -> String {
    words(app, &app.world().resource::<OriginalPrompt>().0)
}

/// Frames until the person acts or the game ends.
fn run_until_the_person_acts(app: &mut App) {
    for _ in 0..400 {
        let game = original_match(app);
        if game.person_to_act().is_some() || game.state().player_to_act().is_none() {
            app.update();
            return;
        }
        app.update();
    }
    panic!("the computers never let the person act");
}

fn claims_offered(app: &App) -> Vec<Intent> {
    choices(app)
        .list()
        .iter()
        .map(|choice| choice.intent.clone())
        .filter(|intent| {
            matches!(
                intent.own(),
                Some(OriginalChoice::Act(OriginalAction::Claim { .. }))
            )
        })
        .collect()
}

/// Plays the person's whole game with `device`: the last domino offered, the held domino put
/// down where it is first held (where it first fits), a discard when it fits nowhere.
fn play_the_person_s_game(app: &mut App, device: Device) -> usize {
    let mut acted = 0;
    loop {
        run_until_the_person_acts(app);
        if original_match(app).state().player_to_act().is_none() {
            return acted;
        }
        let before = original_match(app).record().actions.len();
        let discard = Intent::game(OriginalChoice::Act(OriginalAction::Discard));
        match original_match(app).state().step() {
            OriginalStep::Claim { .. } | OriginalStep::Choose { .. } => {
                let last = claims_offered(app)
                    .last()
                    .expect("a domino to claim")
                    .clone();
                choose(app, device, last);
            }
            OriginalStep::Place { .. } if choices(app).index_of(discard.clone()).is_some() => {
                choose(app, device, discard);
            }
            OriginalStep::Place { .. } => {
                assert_eq!(
                    choices(app).focus(),
                    Focus::Grid,
                    "the held domino has the focus"
                );
                device.press(app, Control::Confirm);
            }
            OriginalStep::GameOver => unreachable!("the game is over"),
        }
        assert_eq!(
            original_match(app).record().actions.len(),
            before + 1,
            "the person's choice went to the engine"
        );
        acted += 1;
    }
}

#[test]
fn a_person_plays_a_whole_game_against_three_computers_with_the_keyboard() {
    let mut app = person_against(&[Level::Easy, Level::Random, Level::Normal], 11);
    let acted = play_the_person_s_game(&mut app, Device::Keyboard);
    // The first claim, then a domino added (or discarded) for each of twelve lines and a claim
    // from each line but the last.
    assert_eq!(acted, 1 + 12 + 11);
    let game = original_match(&app);
    assert!(game.state().player_to_act().is_none());
    let replayed = game
        .record()
        .replay(&OriginalRules::builtin())
        .expect("the record replays");
    assert_eq!(&replayed, game.state());
}

#[test]
fn a_person_with_a_gamepad_plays_both_kings_of_a_two_player_game() {
    let mut app = person_against(&[Level::Easy], 12);
    let acted = play_the_person_s_game(&mut app, Device::Gamepad);
    // Two kings: their first claims, then two dominoes added for each of six lines and two
    // claims from each line but the last.
    assert_eq!(acted, 2 + 2 * 6 + 2 * 5);
}

#[test]
fn a_click_on_a_domino_of_the_next_line_claims_it() {
    let mut app = person_against(&[Level::Normal, Level::Normal], 13);
    run_until_the_person_acts(&mut app);
    let offered = claims_offered(&app);
    let wanted = offered[offered.len() / 2].clone();
    let domino = app
        .world_mut()
        .query::<(Entity, &ChoiceButton)>()
        .iter(app.world())
        .find(|(_, button)| button.0.as_ref() == Some(&wanted))
        .map(|(entity, _)| entity)
        .expect("the domino in the line is a button");
    *app.world_mut().get_mut::<Interaction>(domino).unwrap() = Interaction::Pressed;
    app.update();
    let Some(OriginalChoice::Act(action)) = wanted.own() else {
        unreachable!()
    };
    // A screen reader names it by its number and its squares' terrains and crowns.
    let OriginalAction::Claim { slot } = action else {
        unreachable!()
    };
    let domino = original_match(&app).state().next_line()[usize::from(slot)].domino;
    let index = choices(&app).index_of(wanted).unwrap();
    let said = words(&app, &choices(&app).list()[index].label);
    assert!(
        said.starts_with(&format!("Domino {}: ", domino.number)),
        "{said}"
    );
    let terrains = [
        "wheat field",
        "forest",
        "lake",
        "grassland",
        "swamp",
        "mine",
    ];
    for (square, part) in domino.squares.iter().zip(said.split(", ")) {
        let terrain = terrains[square.terrain.index()];
        assert!(part.contains(terrain), "{terrain} in {said}");
        assert_eq!(part.contains("crown"), square.crowns > 0, "{said}");
    }
    assert_eq!(original_match(&app).record().actions.last(), Some(&action));
}

/// The first frame the person holds a domino to place.
fn until_the_person_places(app: &mut App) {
    for _ in 0..40 {
        run_until_the_person_acts(app);
        match original_match(app).state().step() {
            OriginalStep::Place { .. } => return,
            _ => {
                let first = claims_offered(app)[0].clone();
                choose(app, Device::Keyboard, first);
            }
        }
    }
    panic!("the person never places");
}

#[test]
fn the_held_domino_is_moved_turned_refused_where_it_cannot_go_and_put_down_by_a_click() {
    let mut app = person_against(&[Level::Easy, Level::Easy], 14);
    until_the_person_places(&mut app);
    let game = original_match(&app).state().clone();
    let held_first = held(&app);
    assert!(held_first.king.is_some());
    assert_eq!(
        game.place_refusal(held_first.first, held_first.direction),
        None
    );
    assert_eq!(
        original_prompt(&app),
        words(&app, &Phrase::new("original-place-help"))
    );

    // R turns it a quarter about its first square.
    Device::Keyboard.press(&mut app, Control::Rotate);
    assert_ne!(held(&app).direction, held_first.direction);
    assert_eq!(held(&app).first, held_first.first);

    // Onto the castle: refused, in words, and Enter does nothing.
    let castle = (0..81u32)
        .find(|&square| {
            game.place_refusal(square, held(&app).direction) == Some(PlaceRefusal::Taken)
                && game.neighbour(square, held(&app).direction).is_some()
        })
        .expect("a taken square");
    let target = |app: &mut App, square: u32| {
        app.world_mut()
            .query::<(Entity, &GridTarget)>()
            .iter(app.world())
            .find(|(_, target)| target.cell == Cell(square as u8) && target.owner.index() == 0)
            .map(|(entity, _)| entity)
            .expect("the person's kingdom takes the pointer")
    };
    let taken = target(&mut app, castle);
    *app.world_mut().get_mut::<Interaction>(taken).unwrap() = Interaction::Hovered;
    app.update();
    assert_eq!(held(&app).first, castle, "the domino follows the pointer");
    assert_eq!(
        original_prompt(&app),
        words(&app, &Phrase::new("original-refused-taken"))
    );
    let before = original_match(&app).record().actions.len();
    Device::Keyboard.press(&mut app, Control::Confirm);
    assert_eq!(
        original_match(&app).record().actions.len(),
        before,
        "refused"
    );

    // A square where it fits: a click puts it down.
    let direction = held(&app).direction;
    let fitting = (0..81u32)
        .find(|&square| game.place_refusal(square, direction).is_none())
        .expect("a place as it is turned");
    let square = target(&mut app, fitting);
    *app.world_mut().get_mut::<Interaction>(square).unwrap() = Interaction::Pressed;
    app.update();
    assert_eq!(
        original_match(&app).record().actions.get(before),
        Some(&OriginalAction::Place {
            first: fitting,
            direction
        })
    );
}

#[test]
fn the_prompt_says_why_a_domino_cannot_go_past_the_side() {
    let mut app = person_against(&[Level::Easy], 15);
    until_the_person_places(&mut app);
    // Turned west and walked to the grid's west edge by the arrows: its second square would lie
    // past the grid, which is as wide as a kingdom may grow.
    while held(&app).direction != Direction::West {
        Device::Keyboard.press(&mut app, Control::Rotate);
    }
    for _ in 0..8 {
        Device::Keyboard.press(&mut app, Control::Left);
    }
    let held = held(&app);
    assert_eq!(held.first % 9, 0, "at the west edge");
    assert_eq!(
        original_match(&app)
            .state()
            .place_refusal(held.first, held.direction),
        Some(PlaceRefusal::PastTheSide)
    );
    assert_eq!(
        original_prompt(&app),
        words(
            &app,
            &Phrase::new("original-refused-past-the-side").with("side", 5usize)
        )
    );
}

#[test]
fn a_person_takes_back_the_domino_just_added_until_they_claim() {
    let mut app = person_against(&[Level::Easy, Level::Easy], 16);
    until_the_person_places(&mut app);
    let take_back = Intent::game(OriginalChoice::TakeBack);
    assert_eq!(
        choices(&app).index_of(take_back.clone()),
        None,
        "nothing to take back"
    );
    let before = original_match(&app).state().clone();
    let length = original_match(&app).record().actions.len();

    // Turned, then put down: the domino is added, and may be taken back by the cancel key.
    Device::Keyboard.press(&mut app, Control::Rotate);
    let put = held(&app);
    Device::Keyboard.press(&mut app, Control::Confirm);
    assert_eq!(original_match(&app).record().actions.len(), length + 1);
    assert!(choices(&app).index_of(take_back.clone()).is_some());
    assert!(
        original_prompt(&app).contains(&words(&app, &Phrase::new("original-take-back"))),
        "the prompt tells how: {}",
        original_prompt(&app)
    );
    Device::Keyboard.press(&mut app, Control::Cancel);
    assert_eq!(original_match(&app).state(), &before, "the game as it was");
    assert_eq!(original_match(&app).record().actions.len(), length);
    assert_eq!(
        held(&app),
        put,
        "held again where it was put, turned as it was"
    );

    // Put down again and taken back by the button, with the gamepad.
    Device::Gamepad.press(&mut app, Control::Confirm);
    assert_eq!(original_match(&app).record().actions.len(), length + 1);
    choose(&mut app, Device::Gamepad, take_back.clone());
    assert_eq!(original_match(&app).state(), &before);

    // Once the person claims, the domino stays.
    Device::Keyboard.press(&mut app, Control::Confirm);
    let claim = claims_offered(&app)[0].clone();
    choose(&mut app, Device::Keyboard, claim);
    assert_eq!(original_match(&app).record().actions.len(), length + 2);
    assert_eq!(choices(&app).index_of(take_back), None);
    let claimed = original_match(&app).state().clone();
    Device::Keyboard.press(&mut app, Control::Cancel);
    assert_eq!(original_match(&app).state(), &claimed, "nothing taken back");
    let replayed = original_match(&app)
        .record()
        .replay(&OriginalRules::builtin())
        .expect("the record replays");
    assert_eq!(&replayed, original_match(&app).state());
}

/// The next line's dominoes drawn as buttons that claim.
fn claim_buttons(app: &mut App) -> usize {
    app.world_mut()
        .query::<&ChoiceButton>()
        .iter(app.world())
        .filter(|button| {
            matches!(
                button.0.as_ref().and_then(Intent::own),
                Some(OriginalChoice::Act(OriginalAction::Claim { .. }))
            )
        })
        .count()
}

#[test]
fn a_pause_takes_the_next_line_off_offer_until_the_game_goes_on() {
    let mut app = person_against(&[Level::Easy, Level::Easy], 17);
    run_until_the_person_acts(&mut app);
    assert!(matches!(
        original_match(&app).state().step(),
        OriginalStep::Claim { .. } | OriginalStep::Choose { .. }
    ));
    let offered = claims_offered(&app).len();
    assert!(offered > 0 && claim_buttons(&mut app) == offered);
    Device::Keyboard.press(&mut app, Control::Pause);
    app.update();
    assert_eq!(
        claim_buttons(&mut app),
        0,
        "no domino looks on offer while paused"
    );
    Device::Keyboard.press(&mut app, Control::Pause);
    app.update();
    assert_eq!(claim_buttons(&mut app), offered);
}
