//! A rated game's change to the player's rating, on the game over's line under the verdict: it
//! comes from the server a moment after the game ends, so the line is filled in when it arrives.

use bevy::prelude::*;

use super::OnlineSession;
use crate::app::language::Localized;
use crate::app::screens::VerdictNote;
use crate::app::states::AppSystems;
use kingdomino_core::localization::Phrase;
use kingdomino_core::online::ratings::{RATED_MEETINGS, RatingChange};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_rating_change
            .run_if(resource_exists::<OnlineSession>.and_then(resource_changed::<OnlineSession>))
            .in_set(AppSystems::View),
    );
}

fn show_rating_change(
    session: Res<OnlineSession>,
    mut lines: Query<&mut Localized, With<VerdictNote>>,
) {
    let said = session.rating_change().map_or(Phrase::Empty, rating_words);
    for mut line in &mut lines {
        line.set_if_neq(Localized(said.clone()));
    }
}

/// "Your rating: 1532 → 1547 (+15)", a provisional one marked as such; or why the game moved
/// nobody's rating.
fn rating_words(change: &RatingChange) -> Phrase {
    if change.met_too_often {
        let meetings = i64::try_from(RATED_MEETINGS).unwrap_or(i64::MAX);
        return Phrase::new("rating-not-counted").with("meetings", meetings);
    }
    let difference = change.after - change.before;
    let signed = if difference >= 0 {
        format!("+{difference}")
    } else {
        format!("−{}", difference.abs())
    };
    Phrase::new("rating-change")
        .with("before", i64::from(change.before))
        .with("after", i64::from(change.after))
        .with("change", signed)
        .with("provisional", if change.provisional { "yes" } else { "no" })
}
