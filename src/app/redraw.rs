//! The window redraws on input and while something moves. Each animation's owner asks for the
//! next frame while it runs, so a game waiting for the player sleeps.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeepDrawing>();
    app.add_systems(
        Last,
        request_redraw.run_if(resource_exists::<Messages<RequestRedraw>>),
    );
}

/// Whether something moved this frame: a tumble, a timer, an animation, the computer thinking.
#[derive(Resource, Default, Debug)]
pub struct KeepDrawing(bool);

impl KeepDrawing {
    /// Something is still moving: draw the next frame too.
    pub fn next_frame(&mut self) {
        self.0 = true;
    }
}

fn request_redraw(mut keep: ResMut<KeepDrawing>, mut redraw: MessageWriter<RequestRedraw>) {
    if std::mem::take(&mut keep.0) {
        redraw.write(RequestRedraw);
    }
}
