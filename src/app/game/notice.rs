//! The notice under the prompt: why the engine refused the last action, or that the
//! preparations were taken back. Worded here and nowhere else.

use bevy::prelude::*;

use super::rules_bridge::{
    ActionApplied, ActionRefused, PreparationsUndone, Refusal, apply_intended_actions,
};
use crate::app::states::AppSystems;
use crate::app::states::Screen;
use kingdomino_core::localization::Phrase;
use kingdomino_core::localization::names;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notice>();
    app.add_systems(OnEnter(Screen::Game), forget_notice);
    app.add_systems(
        Update,
        word_notices
            .after(apply_intended_actions)
            .in_set(AppSystems::ApplyRules),
    );
}

/// The last refusal or undo, said on the prompt line until the next action.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct Notice(pub Option<Phrase>);

fn word_notices(
    mut applied: MessageReader<ActionApplied>,
    mut refused: MessageReader<ActionRefused>,
    mut undone: MessageReader<PreparationsUndone>,
    mut notice: ResMut<Notice>,
) {
    if applied.read().count() > 0 {
        notice.set_if_neq(Notice(None));
    }
    for ActionRefused { reason, .. } in refused.read() {
        let reason = match reason {
            Refusal::NotYourTurn => Phrase::new("refusal-not-your-turn"),
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
