//! The Hint button at the table's top corner (a press is the Hint control's, `pointer.rs`): it
//! shows only while a hint may be asked (a person to act, not online).

use crate::app::table::{Match, OnlineHintsAgreed};
use bevy::prelude::*;
use kingdomino_core::duel::Duel;

use crate::app::choices::pointer::{HintButton, Hovered};
use crate::app::theme;

use crate::app::states::AppSystems;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, show_hint_button.in_set(AppSystems::View));
}

/// The button, hidden until a hint may be asked.
pub(super) fn hint_button() -> impl Bundle {
    (
        Name::new("Hint button"),
        HintButton,
        Button,
        // Smaller than the choices' buttons: it sits under the turn line in the header.
        Visibility::Hidden,
        Node {
            display: Display::None,
            padding: UiRect::axes(px(9), px(3)),
            border: UiRect::all(px(2)),
            border_radius: BorderRadius::all(px(8)),
            ..default()
        },
        BackgroundColor(theme::BUTTON),
        BorderColor::all(theme::INK),
        children![theme::label(Phrase::new("hint-button"), 15.0)],
    )
}

fn show_hint_button(
    game: Option<Res<Match<Duel>>>,
    online: Res<OnlineHintsAgreed>,
    mut buttons: Query<
        (&mut Node, &mut Visibility, &mut BorderColor, Has<Hovered>),
        With<HintButton>,
    >,
) {
    let offered = game.is_some_and(|game| game.hints_offered(online.0));
    for (mut node, mut visibility, mut border, hovered) in &mut buttons {
        // Out of the layout and out of sight: its label is no text on screen either.
        let (display, shown) = if offered {
            (Display::Flex, Visibility::Inherited)
        } else {
            (Display::None, Visibility::Hidden)
        };
        if node.display != display {
            node.display = display;
        }
        visibility.set_if_neq(shown);
        let colour = if hovered { theme::MUTED } else { theme::INK };
        border.set_if_neq(BorderColor::all(colour));
    }
}
