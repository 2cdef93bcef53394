//! The seed panel, over the title: the player types the seed a game over showed (digits; the
//! cancel key takes the last one back) and plays the same dice again, against the computer or
//! with a friend, or the same dominoes of the original game as it was last set up.

use bevy::prelude::*;

use super::panel::{panel_choices, panel_frame};
use crate::app::choices::{Choice, Choices, ControlPressed, Focus, Go, Intent, Look, OfferChoices};
use crate::app::input::Typed;
use crate::app::language::Localized;
use crate::app::screens::{GameStarts, StartsSystems, TypedSeed};
use crate::app::states::AppSystems;
use crate::app::states::Overlay;
use crate::app::theme;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(Overlay::Seed),
        (
            (forget_typed_seed, spawn_panel).before(StartsSystems::Ask),
            offer_seed_choices.in_set(StartsSystems::Offer),
        ),
    );
    app.add_systems(
        Update,
        (
            type_digits
                .run_if(in_state(Overlay::Seed))
                .in_set(AppSystems::ReadInput),
            // The readers run in every state, so a choice made elsewhere is never read late.
            leave_seed_panel
                .before(StartsSystems::Ask)
                .in_set(AppSystems::Decide),
            offer_seed_choices
                .run_if(in_state(Overlay::Seed).and_then(
                    resource_changed::<TypedSeed>.or_else(resource_changed::<GameStarts>),
                ))
                .in_set(StartsSystems::Offer),
            show_typed_seed
                .run_if(in_state(Overlay::Seed).and_then(resource_changed::<TypedSeed>))
                .in_set(AppSystems::View),
        ),
    );
}

/// The line that shows the digits typed.
#[derive(Component)]
struct SeedLine;

fn forget_typed_seed(mut typed: ResMut<TypedSeed>) {
    typed.set_if_neq(TypedSeed::default());
}

fn spawn_panel(mut commands: Commands) {
    commands.spawn((
        panel_frame("Seed panel"),
        DespawnOnExit(Overlay::Seed),
        children![
            theme::label(Phrase::new("seed-heading"), 44.0),
            theme::label(Phrase::new("seed-explained"), 18.0),
            (
                SeedLine,
                theme::label(typed_line(&TypedSeed::default()), 36.0),
            ),
            panel_choices("Seed choices"),
            theme::hint(Phrase::new("seed-hint")),
        ],
    ));
}

fn typed_line(typed: &TypedSeed) -> Phrase {
    Phrase::new("seed-typed").with("digits", format!("{}_", typed.0))
}

fn show_typed_seed(typed: Res<TypedSeed>, mut lines: Query<&mut Localized, With<SeedLine>>) {
    for mut line in &mut lines {
        line.set_if_neq(Localized(typed_line(&typed)));
    }
}

/// Digits typed (the row's, as the layout makes them, and the keypad's) add to the seed, as long
/// as it stays a seed.
fn type_digits(mut typing: MessageReader<Typed>, mut typed: ResMut<TypedSeed>) {
    let digits = typing
        .read()
        .flat_map(Typed::characters)
        .collect::<Vec<_>>();
    for digit in digits.into_iter().filter(char::is_ascii_digit) {
        let longer = format!("{}{digit}", typed.0);
        if longer.parse::<u64>().is_ok() {
            typed.0 = longer;
        }
    }
}

/// Back closes the panel, as does the pause key; the cancel key takes a digit back first.
fn leave_seed_panel(
    mut pressed: MessageReader<ControlPressed>,
    overlay: Res<State<Overlay>>,
    mut typed: ResMut<TypedSeed>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if *overlay.get() != Overlay::Seed {
        pressed.clear();
        return;
    }
    for control in pressed.read() {
        match control {
            ControlPressed::Cancel if !typed.0.is_empty() => {
                typed.0.pop();
            }
            ControlPressed::Cancel | ControlPressed::Pause => next.set(Overlay::Closed),
            _ => {}
        }
    }
}

/// Each game's games of the seed (the Duel's against the level offered first or with a
/// friend, the original game's as last set up), greyed until a digit is typed.
fn offer_seed_choices(
    mut choices: ResMut<Choices>,
    typed: Res<TypedSeed>,
    starts: Res<GameStarts>,
) {
    let typed = typed.seed().is_some();
    let mut list: Vec<Choice> = starts
        .iter()
        .flat_map(|offered| offered.seeded.iter().cloned())
        .map(|choice| Choice {
            look: if typed { choice.look } else { Look::Disabled },
            ..choice
        })
        .collect();
    let back = list.len();
    list.push(Choice::button(
        Intent::Go(Go::CloseOverlay),
        Phrase::new("menu-back"),
    ));
    let focus = if typed { 0 } else { back };
    choices.offer_focused(list, None, Focus::Choice(focus));
}
