//! The title screen: the game's name, its six coats of arms and, until the table is playable,
//! a word that it is coming.

use bevy::prelude::*;

use super::Screen;
use crate::app::GAME_TITLE;
use crate::app::assets::{CoatImageName, ImageAssets};
use crate::app::theme;
use crate::rules::RuleSet;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Title), (spawn_title_screen, announce_ready));
}

const COAT_SIZE: f32 = 72.0;

fn spawn_title_screen(mut commands: Commands, images: Option<Res<ImageAssets>>) {
    let rules = RuleSet::builtin();
    let coats: Vec<Handle<Image>> = images
        .iter()
        .flat_map(|images| {
            rules
                .coats()
                .iter()
                .filter_map(|coat| images.coats.get(&CoatImageName(coat.code.clone())).cloned())
        })
        .collect();
    commands
        .spawn((
            Name::new("Title screen"),
            DespawnOnExit(Screen::Title),
            theme::full_screen(),
        ))
        .with_children(|screen| {
            screen.spawn(theme::heading(GAME_TITLE));
            screen
                .spawn((
                    Name::new("Coats of arms"),
                    Node {
                        column_gap: px(14),
                        ..default()
                    },
                ))
                .with_children(|row| {
                    for image in coats {
                        row.spawn((
                            Name::new("Coat of arms"),
                            ImageNode::new(image),
                            Node {
                                width: px(COAT_SIZE),
                                height: px(COAT_SIZE),
                                ..default()
                            },
                        ));
                    }
                });
            screen.spawn(theme::label(
                "The table is being set: the game is coming soon.",
            ));
        });
}

/// The line tools and tests wait for, printed the first time the title shows.
fn announce_ready(mut announced: Local<bool>) {
    if !*announced {
        *announced = true;
        println!("kingdomino-duel: ready");
    }
}
