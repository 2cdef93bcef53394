//! The notice under the prompt: why the engine refused the last action, or that the
//! preparations were taken back. Worded here and nowhere else.

use bevy::prelude::*;

use crate::app::states::{AppSystems, Screen};
use crate::app::table::{Applied, Refusal, Refused, RulesBridge, TakenBack};
use kingdomino_core::duel::{ActionError, Duel};
use kingdomino_core::games::GameKind;
use kingdomino_core::localization::{Phrase, names};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notice>();
    app.add_systems(OnEnter(Screen::Table(GameKind::Duel)), forget_notice);
    app.add_systems(
        Update,
        word_notices
            .after(RulesBridge)
            .in_set(AppSystems::ApplyRules),
    );
}

/// The last refusal or undo, said on the prompt line until the next action.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct Notice(pub Option<Phrase>);

fn word_notices(
    mut applied: MessageReader<Applied<Duel>>,
    mut refused: MessageReader<Refused<Duel>>,
    mut undone: MessageReader<TakenBack<Duel>>,
    mut notice: ResMut<Notice>,
) {
    if applied.read().count() > 0 {
        notice.set_if_neq(Notice(None));
    }
    for Refused { reason, .. } in refused.read() {
        let reason = match reason {
            Refusal::NotYourTurn => Phrase::new("refusal-not-your-turn"),
            Refusal::AwaitingDeal => names::refusal(&ActionError::NotNow),
            Refusal::Rule(error) => names::refusal(error),
        };
        let said = Phrase::new("notice-refused").with("reason", reason);
        notice.set_if_neq(Notice(Some(said)));
    }
    if undone.read().count() > 0 {
        notice.set_if_neq(Notice(Some(Phrase::new("notice-taken-back"))));
    }
}

/// A new game starts with nothing to say about the last one.
fn forget_notice(mut notice: ResMut<Notice>) {
    notice.set_if_neq(Notice(None));
}
