//! The seed panel, over the title: the player types the seed a game over showed (digits; the
//! cancel key takes the last one back) and plays the same dice again, against the computer or
//! with a friend, or the same dominoes of the original game as it was last set up.

use bevy::prelude::*;

use super::settings_panel::{panel_choices, panel_frame};
use crate::app::choices::{Choice, Choices, ControlPressed, Focus, Go, Intent, Look, OfferChoices};
use crate::app::input::Typed;
use crate::app::language::Localized;
use crate::app::settings::{OriginalGameSettings, PlaySettings};
use crate::app::states::AppSystems;
use crate::app::states::{Overlay, Seat};
use crate::app::theme;
use kingdomino_core::localization::Phrase;
use kingdomino_core::localization::names;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TypedSeed>();
    app.add_systems(
        OnEnter(Overlay::Seed),
        (forget_typed_seed, spawn_panel, offer_seed_choices).chain(),
    );
    app.add_systems(
        Update,
        (
            type_digits
                .run_if(in_state(Overlay::Seed))
                .in_set(AppSystems::ReadInput),
            // The readers run in every state, so a choice made elsewhere is never read late.
            (
                leave_seed_panel,
                offer_seed_choices
                    .run_if(in_state(Overlay::Seed).and_then(resource_changed::<TypedSeed>)),
            )
                .chain()
                .in_set(AppSystems::Decide),
            show_typed_seed
                .run_if(in_state(Overlay::Seed).and_then(resource_changed::<TypedSeed>))
                .in_set(AppSystems::View),
        ),
    );
}

/// The digits typed so far.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct TypedSeed(pub String);

impl TypedSeed {
    pub fn seed(&self) -> Option<u64> {
        self.0.parse().ok()
    }
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

/// Play against the level offered first, with a friend, or the original game as last set up;
/// greyed until a digit is typed.
fn offer_seed_choices(
    mut choices: ResMut<Choices>,
    typed: Res<TypedSeed>,
    play: Res<PlaySettings>,
    original: Res<OriginalGameSettings>,
) {
    let level = play.computer_level.level();
    let seed = typed.seed();
    let start = |seats: [Seat; 2], label: Phrase| Choice {
        intent: Intent::Go(Go::StartSeeded {
            seats,
            seed: seed.unwrap_or_default(),
        }),
        label,
        look: if seed.is_some() {
            Look::Button
        } else {
            Look::Disabled
        },
    };
    let original = Choice {
        intent: Intent::Go(Go::StartKingdominoSeeded(seed.unwrap_or_default())),
        label: Phrase::new("seed-play-original").with("players", original.players),
        look: if seed.is_some() {
            Look::Button
        } else {
            Look::Disabled
        },
    };
    let list = vec![
        start(
            [Seat::Human, Seat::Computer(level)],
            Phrase::new("title-play-computer").with("level", names::level(level)),
        ),
        start([Seat::Human, Seat::Human], Phrase::new("title-two-players")),
        original,
        Choice::button(Intent::Go(Go::CloseOverlay), Phrase::new("menu-back")),
    ];
    let focus = if seed.is_some() { 0 } else { 3 };
    choices.offer_focused(list, None, Focus::Choice(focus));
}
