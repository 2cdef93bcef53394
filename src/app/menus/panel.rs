//! What every panel over a screen shares: its frame, its buttons, a switch's words, the next
//! of a setting's values, and Back (or the cancel or pause key) closing it onto the panel under
//! it.

use bevy::prelude::*;

use crate::app::choices::ControlPressed;
use crate::app::states::{Overlay, PanelBeneath};
use crate::app::theme;
use crate::app::theme::MenuColumns;
use crate::app::view::{ChoiceBar, OverlayChoices};
use kingdomino_core::localization::Phrase;

/// An overlay panel's frame: over everything, on the table's paper.
pub fn panel_frame(name: &'static str) -> impl Bundle {
    (
        Name::new(name),
        GlobalZIndex(20),
        Node {
            position_type: PositionType::Absolute,
            ..theme::full_screen_column(16.0)
        },
        BackgroundColor(theme::PAPER),
    )
}

/// An overlay panel's buttons, in more columns where the window is short.
pub fn panel_choices(name: &'static str) -> impl Bundle {
    (
        Name::new(name),
        ChoiceBar,
        OverlayChoices,
        MenuColumns::default(),
    )
}

/// A switch's value in words: on or off.
pub fn on_off(on: bool) -> Phrase {
    Phrase::new(if on { "setting-on" } else { "setting-off" })
}

/// The next value after `now` in `values`, back to the first after the last.
pub fn next_of<T: Clone + PartialEq>(values: &[T], now: &T) -> T {
    let index = values.iter().position(|value| value == now);
    values[index.map_or(0, |index| (index + 1) % values.len())].clone()
}

/// The cancel or pause key closes `panel`, as its Back does.
pub fn back_closes(
    panel: Overlay,
) -> impl FnMut(
    MessageReader<ControlPressed>,
    Res<State<Overlay>>,
    ResMut<NextState<Overlay>>,
    ResMut<PanelBeneath>,
) {
    move |mut pressed, overlay, mut next, mut beneath| {
        let backing_out = pressed
            .read()
            .any(|control| matches!(control, ControlPressed::Cancel | ControlPressed::Pause));
        if backing_out && *overlay.get() == panel {
            beneath.close(&mut next);
        }
    }
}
