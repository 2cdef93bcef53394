//! The notice under the prompt, at either game's table: why the engine refused the last action,
//! that a move was taken back, or what an online room has to say (a player away, the move's
//! clock, the computer's moves made for this player), or that the last move could not be saved
//! (`autosave`). One line, cleared by the next action.

use bevy::prelude::*;

use super::{Applied, Refusal, Refused, RulesBridge, TableApp, TakenBack, screen};
use crate::app::states::AppSystems;
use kingdomino_core::localization::Phrase;

/// What every table's notice shares.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notice>();
}

pub(super) fn game_plugin<G: TableApp>(app: &mut App) {
    app.add_systems(OnEnter(screen::<G>()), forget_notice);
    app.add_systems(
        Update,
        word_notices::<G>
            .after(RulesBridge)
            .in_set(AppSystems::ApplyRules),
    );
}

/// The last refusal, take-back or word of the room, said on the prompt line until the next
/// action.
#[derive(Resource, Default, Clone, Debug, PartialEq, Eq)]
pub struct Notice(pub Option<Phrase>);

fn word_notices<G: TableApp>(
    mut applied: MessageReader<Applied<G>>,
    mut refused: MessageReader<Refused<G>>,
    mut undone: MessageReader<TakenBack<G>>,
    mut notice: ResMut<Notice>,
) {
    if applied.read().count() > 0 {
        notice.set_if_neq(Notice(None));
    }
    for Refused { reason, .. } in refused.read() {
        let reason = match reason {
            Refusal::NotYourTurn => Phrase::new("refusal-not-your-turn"),
            Refusal::AwaitingDeal => Phrase::new("refusal-not-now"),
            Refusal::Rule(error) => G::refusal_words(error),
        };
        let said = Phrase::new("notice-refused").with("reason", reason);
        notice.set_if_neq(Notice(Some(said)));
    }
    if undone.read().count() > 0 {
        notice.set_if_neq(Notice(Some(Phrase::new(G::TAKEN_BACK))));
    }
}

/// A new game starts with nothing to say about the last one.
fn forget_notice(mut notice: ResMut<Notice>) {
    notice.set_if_neq(Notice(None));
}
