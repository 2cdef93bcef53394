//! The help line under a menu or a panel, worded for the way the person plays: keys, clicks and
//! gamepad buttons, or taps once their last press was a finger's.

use bevy::prelude::*;

use crate::app::choices::TouchPlay;
use crate::app::language::Localized;
use crate::app::states::AppSystems;
use crate::app::theme;
use kingdomino_core::localization::Phrase;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        word_controls_hints
            .run_if(any_with_component::<ControlsHint>)
            .in_set(AppSystems::View),
    );
}

/// A help line with its two wordings.
#[derive(Component)]
pub struct ControlsHint {
    usual: Phrase,
    by_touch: Phrase,
}

/// A quiet help line that speaks of keys and clicks, or of taps.
pub fn controls_hint(usual: Phrase, by_touch: Phrase) -> impl Bundle {
    (theme::hint(usual.clone()), ControlsHint { usual, by_touch })
}

fn word_controls_hints(
    touch: Res<TouchPlay>,
    mut hints: Query<(Ref<ControlsHint>, &mut Localized)>,
) {
    for (hint, mut line) in &mut hints {
        if touch.is_changed() || hint.is_added() {
            let wording = if touch.0 { &hint.by_touch } else { &hint.usual };
            line.set_if_neq(Localized(wording.clone()));
        }
    }
}
