//! What a Duel sounds like: the dice rolling at each turn's start, a die taken, a drawing, a
//! power gained.

use bevy::prelude::*;

use super::DuelPhase;
use crate::app::audio::{PlaySound, SoundSystems};
use crate::app::states::AppSystems;
use crate::app::table::Told;
use kingdomino_core::duel::{Duel, Report};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(DuelPhase::Rolling), roll_sound);
    app.add_systems(
        Update,
        sounds_of_reports
            .before(SoundSystems)
            .in_set(AppSystems::View),
    );
}

fn roll_sound(mut sounds: MessageWriter<PlaySound>) {
    sounds.write(PlaySound::Roll);
}

/// One sound per kind of thing that happened in a frame: the last die given with a pick is
/// heard once, not twice.
fn sounds_of_reports(
    mut reported: MessageReader<Told<Duel>>,
    mut sounds: MessageWriter<PlaySound>,
) {
    let mut heard = Vec::new();
    for report in reported.read().flat_map(|Told(reports)| reports) {
        let sound = match report {
            Report::DieTaken { .. } => PlaySound::Take,
            Report::Drawn { .. } | Report::CrossAdded { .. } => PlaySound::Draw,
            Report::PowerGained { .. } => PlaySound::Power,
            _ => continue,
        };
        if !heard.contains(&sound) {
            heard.push(sound);
            sounds.write(sound);
        }
    }
}
