//! What the player sees: views that mirror the engine's state and the choices on offer, and
//! turn clicks and hovers into the same choices as the keyboard and gamepad.

mod banner;
mod dice;
pub mod faces;
pub mod kingdom;
mod layout;
mod motion;
mod sound;
mod spellbook_panel;
mod table;

use bevy::prelude::*;

use super::AppSystems;
use super::choices::{Choices, Look};
use super::pointer::ChoiceButton;
use super::theme;

pub use sound::PlaySound;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (rebuild_choice_bars, light_focused_choices)
            .chain()
            .in_set(AppSystems::View),
    );
    app.add_plugins((
        banner::plugin,
        dice::plugin,
        faces::plugin,
        kingdom::plugin,
        layout::plugin,
        motion::plugin,
        sound::plugin,
        spellbook_panel::plugin,
        table::plugin,
    ));
}

/// A container that shows the choices on offer as buttons.
#[derive(Component)]
pub struct ChoiceBar;

fn rebuild_choice_bars(
    mut commands: Commands,
    choices: Res<Choices>,
    bars: Query<Entity, With<ChoiceBar>>,
    new_bars: Query<(), Added<ChoiceBar>>,
    images: Option<Res<super::assets::ImageAssets>>,
    game: Option<Res<super::game::Match>>,
) {
    if !choices.is_changed() && new_bars.is_empty() {
        return;
    }
    for bar in &bars {
        commands.entity(bar).despawn_related::<Children>();
        for choice in choices.list() {
            let on = matches!(choice.look, Look::Switch { on: true });
            let picture = match (choice.look, &images, &game) {
                (Look::Die(_), ..) => continue,
                (Look::Coat(coat), Some(images), Some(game)) => {
                    Some(images.coat(&game.rules, coat))
                }
                _ => None,
            };
            let button = commands
                .spawn((
                    Name::new(format!("Choice: {}", choice.label)),
                    ChildOf(bar),
                    ChoiceButton(Some(choice.intent)),
                    theme::button_frame(on),
                ))
                .id();
            if let Some(picture) = picture {
                commands.spawn((
                    Name::new("Choice picture"),
                    ChildOf(button),
                    ImageNode::new(picture),
                    Node {
                        width: px(32),
                        height: px(32),
                        ..default()
                    },
                ));
            }
            commands.spawn((
                ChildOf(button),
                theme::coloured_label(choice.label.clone(), 18.0, theme::button_text(on)),
            ));
        }
    }
}

fn light_focused_choices(
    choices: Res<Choices>,
    mut buttons: Query<(&ChoiceButton, &Interaction, &mut BorderColor)>,
) {
    for (ChoiceButton(intent), interaction, mut border) in &mut buttons {
        let focused = intent
            .and_then(|intent| choices.index_of(intent))
            .is_some_and(|index| choices.is_focused(index));
        let color = match (focused, interaction) {
            (true, _) => theme::FOCUS,
            (false, Interaction::Hovered | Interaction::Pressed) => theme::MUTED,
            (false, Interaction::None) => theme::INK,
        };
        border.set_if_neq(BorderColor::all(color));
    }
}
