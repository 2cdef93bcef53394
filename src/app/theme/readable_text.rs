//! Keeps every label readable: small text shown larger when the player asks for it (Settings →
//! Text size), and never smaller on a phone than a phone's smallest readable text.

use bevy::prelude::*;

use super::layout::{TextScale, WindowShape};
use super::widgets::LabelSize;
use crate::app::states::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, raise_small_labels.in_set(AppSystems::Wording));
}

/// The smallest text on a phone, in the UI's pixels: the phone arrangements are shown at 0.70
/// of their size or more, so it reads at 11 of the browser's pixels, about the least that can
/// be read at arm's length.
const PHONE_SMALLEST_TEXT: f32 = 16.0;

/// The size the text setting raises small text to at most: headings and the prompt are large
/// enough already, and growing them would only push the table off the window.
const LARGEST_RAISED_TEXT: f32 = 24.0;

/// The size a label designed at `designed` pixels is shown at, for the text's `scale` and a
/// window whose smallest text is `smallest`.
fn shown_size(designed: f32, scale: TextScale, smallest: f32) -> f32 {
    let raised = (designed * scale.0).min(LARGEST_RAISED_TEXT);
    designed.max(raised).max(smallest)
}

fn raise_small_labels(
    shape: Res<WindowShape>,
    scale: Res<TextScale>,
    mut labels: Query<(Ref<LabelSize>, &mut TextFont)>,
) {
    let smallest = if shape.is_phone() {
        PHONE_SMALLEST_TEXT
    } else {
        0.0
    };
    let everything = shape.is_changed() || scale.is_changed();
    for (designed, mut font) in &mut labels {
        if !everything && !designed.is_changed() {
            continue;
        }
        let wanted = FontSize::Px(shown_size(designed.0, *scale, smallest));
        if font.font_size != wanted {
            font.font_size = wanted;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_text_grows_with_the_setting_and_large_text_stays() {
        assert_eq!(shown_size(12.0, TextScale(1.0), 0.0), 12.0);
        assert_eq!(shown_size(12.0, TextScale(1.5), 0.0), 18.0);
        assert_eq!(shown_size(16.0, TextScale(1.25), 0.0), 20.0);
        assert_eq!(shown_size(20.0, TextScale(1.5), 0.0), LARGEST_RAISED_TEXT);
        assert_eq!(shown_size(64.0, TextScale(1.5), 0.0), 64.0);
        // A phone's floor holds whatever the setting.
        assert_eq!(
            shown_size(11.0, TextScale(1.0), PHONE_SMALLEST_TEXT),
            PHONE_SMALLEST_TEXT
        );
        assert_eq!(
            shown_size(11.0, TextScale(1.25), PHONE_SMALLEST_TEXT),
            PHONE_SMALLEST_TEXT
        );
        assert_eq!(shown_size(16.0, TextScale(1.5), PHONE_SMALLEST_TEXT), 24.0);
    }
}
