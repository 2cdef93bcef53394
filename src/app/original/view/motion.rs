//! The original table's moves: a king walks from where it stood to the domino it claims, the
//! domino being added slides from its line into its kingdom, and one put aside falls away from
//! its line. A move is a piece's place before the action and its place after it: the moved
//! piece is hidden until it is laid out, then slides in from the old place.

use crate::app::table::{Applied, Match};
use bevy::ecs::spawn::SpawnIter;
use bevy::prelude::*;
use kingdomino_core::original::{Action, Domino, Original, SquareView};

use super::kingdoms::KingdomSquare;
use super::pieces::{Departing, LINE_SQUARE, Look, PictureSources, Pictures};
use super::table::DrawOriginalTable;
use crate::app::view::motion::{FlyAway, SlideIn};
use std::time::Duration;

use crate::app::original::TABLE;
use crate::app::states::AppSystems;
use kingdomino_core::table::Place;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Departures>();
    app.add_systems(
        Update,
        (
            note_departures.before(DrawOriginalTable).run_if(
                resource_exists::<Match<Original>>.and_then(on_message::<Applied<Original>>),
            ),
            land_arrivals
                .after(DrawOriginalTable)
                .run_if(|departures: Res<Departures>| !departures.0.is_empty()),
            clear_fallen,
        )
            .run_if(in_state(TABLE))
            .in_set(AppSystems::View),
    );
    app.add_systems(OnExit(TABLE), forget_departures);
}

/// A piece of the new drawing that moved there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Arrival {
    King(u8),
    Square { place: Place, at: u32 },
    LineDomino(u8),
}

/// A move to show: where the piece was, in the UI's pixels.
#[derive(Debug)]
struct Departure {
    from: Vec2,
    arrival: Arrival,
    /// Frames waited for the new piece to be laid out.
    frames: u8,
}

#[derive(Resource, Default, Debug)]
struct Departures(Vec<Departure>);

/// A move not shown within these frames is dropped (the table was covered, or left).
const FRAMES_TO_LAND: u8 = 4;

/// Where each piece stood in the old drawing, in the UI's pixels.
type Stood<'w, 's, 'a> = Query<'w, 's, (&'a Departing, &'a UiGlobalTransform, &'a ComputedNode)>;

/// Before the table is drawn again: where the acting piece stands in the old drawing.
fn note_departures(
    mut commands: Commands,
    mut acted: MessageReader<Applied<Original>>,
    game: Res<Match<Original>>,
    pieces: Stood,
    sources: PictureSources,
    mut departures: ResMut<Departures>,
) {
    for &Applied { seat, action } in acted.read() {
        let moves = match action {
            Action::Discard => {
                let domino = game.state().discarded().last().copied();
                let from = stood(&pieces, Departing::Square(0));
                if let Some((domino, from)) = domino.zip(from) {
                    let pictures = sources.pictures(&game.rules);
                    fall_away(&mut commands, &domino, from, &pictures);
                }
                Vec::new()
            }
            _ => moves_of(&game, seat, action, &pieces),
        };
        departures
            .0
            .extend(moves.into_iter().filter_map(|(arrival, from)| {
                Some(Departure {
                    from: from?,
                    arrival,
                    frames: 0,
                })
            }));
    }
    // At a round's end the next line becomes the line being added: its dominoes move there.
    // Every line domino is noted, once a frame; those that stay put do not slide.
    departures.0.extend(
        pieces
            .iter()
            .filter_map(|(departing, at, node)| match *departing {
                Departing::LineDomino(number) => Some(Departure {
                    from: at.translation * node.inverse_scale_factor(),
                    arrival: Arrival::LineDomino(number),
                    frames: 0,
                }),
                _ => None,
            }),
    );
}

/// Where the piece `wanted` stood, in the UI's pixels.
fn stood(pieces: &Stood, wanted: Departing) -> Option<Vec2> {
    pieces
        .iter()
        .find(|(departing, ..)| **departing == wanted)
        .map(|(_, at, node)| at.translation * node.inverse_scale_factor())
}

/// What a claim or a domino added moves, and from where: the king to the domino it claims
/// (from its line, or its kingdom before its first claim), the domino's squares to the kingdom.
fn moves_of(
    game: &Match<Original>,
    player: Place,
    action: Action,
    pieces: &Stood,
) -> Vec<(Arrival, Option<Vec2>)> {
    match action {
        Action::Claim { slot } => {
            let picture = game.state().picture();
            // The line claimed from is the next one, or the one being added once the first
            // claims are done.
            let king = [&picture.next_line, &picture.line]
                .into_iter()
                .find_map(|line| line.get(usize::from(slot))?.slot.king);
            king.map(|king| {
                let from = stood(pieces, Departing::King(king))
                    .or_else(|| stood(pieces, Departing::Home(player)));
                (Arrival::King(king), from)
            })
            .into_iter()
            .collect()
        }
        Action::Place { first, direction } => {
            [Some(first), game.state().neighbour(first, direction)]
                .into_iter()
                .zip(0u8..)
                .filter_map(|(at, half)| {
                    let arrival = Arrival::Square {
                        place: player,
                        at: at?,
                    };
                    Some((arrival, stood(pieces, Departing::Square(half))))
                })
                .collect()
        }
        Action::Discard => Vec::new(),
    }
}

/// After the table is drawn again: each moved piece hidden until laid out, then sliding in
/// from where it was.
fn land_arrivals(
    mut commands: Commands,
    mut departures: ResMut<Departures>,
    mut pieces: Query<
        (
            Entity,
            Option<&Departing>,
            Option<&KingdomSquare>,
            &UiGlobalTransform,
            &ComputedNode,
            &mut Visibility,
        ),
        Or<(With<Departing>, With<KingdomSquare>)>,
    >,
) {
    departures.0.retain_mut(|departure| {
        departure.frames += 1;
        let found = pieces
            .iter_mut()
            .find(|(_, departing, square, ..)| match departure.arrival {
                Arrival::King(king) => *departing == Some(&Departing::King(king)),
                Arrival::LineDomino(number) => *departing == Some(&Departing::LineDomino(number)),
                Arrival::Square { place, at } => {
                    square.is_some_and(|square| square.place == place && square.at == at)
                }
            });
        let Some((entity, _, _, at, node, mut visibility)) = found else {
            return departure.frames < FRAMES_TO_LAND;
        };
        let waiting = departure.frames < FRAMES_TO_LAND;
        if node.size() == Vec2::ZERO {
            // Never laid out in time (no window): shown where it is, without the move.
            *visibility = match waiting {
                true => Visibility::Hidden,
                false => Visibility::Inherited,
            };
            return waiting;
        }
        *visibility = Visibility::Inherited;
        let here = at.translation * node.inverse_scale_factor();
        // A domino of a line that stays where it was has nowhere to slide from.
        if departure.from.distance(here) > 0.5 {
            commands
                .entity(entity)
                .insert(SlideIn::from(departure.from - here));
        }
        false
    });
}

/// A domino put aside, drawn where its first square stood in the line, falls away shrinking.
#[derive(Component)]
struct Fallen;

/// How far a domino put aside falls, in the UI's pixels.
const FALL: f32 = 90.0;

fn fall_away(commands: &mut Commands, domino: &Domino, first: Vec2, pictures: &Pictures) {
    let halves = (domino.squares)
        .map(|square| pictures.square(Look::Shown(SquareView::Laid(square)), LINE_SQUARE, 1.0));
    commands.spawn((
        Name::new("Domino put aside"),
        Fallen,
        DespawnOnExit(TABLE),
        Node {
            position_type: PositionType::Absolute,
            left: px(first.x - LINE_SQUARE / 2.0),
            top: px(first.y - LINE_SQUARE / 2.0),
            column_gap: px(2),
            ..default()
        },
        GlobalZIndex(10),
        FlyAway {
            timer: Timer::new(Duration::from_millis(600), TimerMode::Once),
            by: Vec2::new(0.0, FALL),
        },
        Children::spawn(SpawnIter(halves.into_iter())),
    ));
}

/// A domino put aside is gone once it has fallen.
fn clear_fallen(
    mut commands: Commands,
    fallen: Query<(Entity, &Visibility), (With<Fallen>, Without<FlyAway>)>,
) {
    for (entity, visibility) in &fallen {
        if *visibility == Visibility::Hidden {
            commands.entity(entity).despawn();
        }
    }
}

fn forget_departures(mut departures: ResMut<Departures>) {
    departures.0.clear();
}
