//! The look shared by every screen: colours and the common building blocks of the UI.

use bevy::prelude::*;

pub const PAPER: Color = Color::srgb(0.93, 0.90, 0.82);
pub const INK: Color = Color::srgb(0.12, 0.10, 0.09);

/// A screen-filling column that centres its children.
pub fn full_screen() -> impl Bundle {
    (
        Node {
            width: percent(100),
            height: percent(100),
            flex_direction: FlexDirection::Column,
            align_items: AlignItems::Center,
            justify_content: JustifyContent::Center,
            row_gap: px(28),
            ..default()
        },
        BackgroundColor(PAPER),
    )
}

/// The game's name as a large title.
pub fn heading(text: &str) -> impl Bundle {
    (
        Name::new("Heading"),
        Text::new(text),
        TextFont::from_font_size(72.0),
        TextColor(INK),
    )
}

/// A line of ordinary text.
pub fn label(text: &str) -> impl Bundle {
    (
        Name::new("Label"),
        Text::new(text),
        TextFont::from_font_size(28.0),
        TextColor(INK),
    )
}
