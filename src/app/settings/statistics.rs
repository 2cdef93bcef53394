//! The player's record, kept with the settings: games played and won against each level, the
//! best score and the longest domain of any game a person played.

use bevy::prelude::*;
use bevy::settings::{ReflectSettingsGroup, SettingsGroup};
use serde::{Deserialize, Serialize};

use crate::ai::Level;
use crate::app::game::Match;
use crate::app::states::{Screen, Seat};
use crate::rules::Outcome;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::GameOver), count_finished_game);
}

#[derive(
    Resource, SettingsGroup, Reflect, Clone, Debug, Default, PartialEq, Serialize, Deserialize,
)]
#[reflect(Resource, SettingsGroup, Default)]
#[settings_group(group = "statistics", file = "statistics")]
#[serde(default)]
pub struct Statistics {
    pub easy: LevelRecord,
    pub normal: LevelRecord,
    pub expert: LevelRecord,
    pub two_player_games: u32,
    /// The highest total a person scored.
    pub best_score: u32,
    /// The most squares in one domain of a person's map at the end of a game.
    pub longest_domain: u32,
}

#[derive(Reflect, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LevelRecord {
    pub played: u32,
    pub won: u32,
}

impl Statistics {
    pub fn against(&self, level: Level) -> Option<&LevelRecord> {
        match level {
            Level::Easy => Some(&self.easy),
            Level::Normal => Some(&self.normal),
            Level::Expert => Some(&self.expert),
            Level::Random => None,
        }
    }

    fn against_mut(&mut self, level: Level) -> Option<&mut LevelRecord> {
        match level {
            Level::Easy => Some(&mut self.easy),
            Level::Normal => Some(&mut self.normal),
            Level::Expert => Some(&mut self.expert),
            Level::Random => None,
        }
    }

    /// Every finished game a person played.
    pub fn games_played(&self) -> u32 {
        self.easy.played + self.normal.played + self.expert.played + self.two_player_games
    }

    /// Counts a finished game; games the computer played alone do not count.
    pub fn count(&mut self, game: &Match) {
        if !game.has_a_person() {
            return;
        }
        let scores = game.state.scores(&game.rules);
        for seat in [0u8, 1] {
            if game.is_human(seat) {
                let score = scores[usize::from(seat)];
                self.best_score = self.best_score.max(score.total);
                self.longest_domain = self.longest_domain.max(score.largest_domain);
            }
        }
        if game.is_hot_seat() {
            self.two_player_games += 1;
            return;
        }
        let person = u8::from(!game.is_human(0));
        let won = matches!(
            game.state.outcome(&game.rules),
            Some(Outcome::Winner { player, .. }) if player == person
        );
        if let Some(Seat::Computer(level)) = game.seats.get(usize::from(1 - person)).copied()
            && let Some(record) = self.against_mut(level)
        {
            record.played += 1;
            record.won += u32::from(won);
        }
    }
}

fn count_finished_game(game: Option<Res<Match>>, mut statistics: ResMut<Statistics>) {
    if let Some(game) = game {
        statistics.count(&game);
    }
}
