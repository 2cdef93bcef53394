//! Keeps every label readable on a phone: one designed smaller than a phone's smallest text is
//! shown at that size there, and at its own size in larger windows.

use bevy::prelude::*;

use super::layout::WindowShape;
use super::theme::LabelSize;
use crate::app::AppSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, raise_small_labels.in_set(AppSystems::Wording));
}

/// The smallest text on a phone, in the UI's pixels: the phone arrangements are shown at 0.70
/// of their size or more, so it reads at 11 of the browser's pixels, about the least that can
/// be read at arm's length.
const PHONE_SMALLEST_TEXT: f32 = 16.0;

fn raise_small_labels(shape: Res<WindowShape>, mut labels: Query<(Ref<LabelSize>, &mut TextFont)>) {
    let smallest = if shape.is_phone() {
        PHONE_SMALLEST_TEXT
    } else {
        0.0
    };
    for (designed, mut font) in &mut labels {
        if !shape.is_changed() && !designed.is_changed() {
            continue;
        }
        let wanted = FontSize::Px(designed.0.max(smallest));
        if font.font_size != wanted {
            font.font_size = wanted;
        }
    }
}
