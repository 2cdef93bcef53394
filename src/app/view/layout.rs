//! Scales the whole UI with the window and picks the table's arrangement: the table is laid
//! out for 1280x720 (wide windows: the maps either side of the dice) or 800x1000 (tall ones:
//! the maps side by side over the dice), and grows or shrinks to fit, to the share of the
//! window the player's UI scale asks for. A window too small for those to be read (a phone)
//! gets the table's phone arrangements instead, 1200x550 and 540x1100, which leave out no part
//! of the table but pack it closer; the menus keep their own designs, smaller.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use crate::app::settings::DisplaySettings;
use crate::app::states::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TableShape>();
    app.add_systems(Update, fit_to_window);
}

const WIDE: Vec2 = Vec2::new(1280.0, 720.0);
const TALL: Vec2 = Vec2::new(800.0, 1000.0);
const PHONE_WIDE: Vec2 = Vec2::new(1200.0, 550.0);
const PHONE_TALL: Vec2 = Vec2::new(540.0, 1100.0);
/// Below this, the wide and tall designs' text is too small to read at arm's length.
const SMALLEST_READABLE_SCALE: f32 = 0.62;

/// Which of the designed arrangements the window's shape and size call for.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TableShape {
    #[default]
    Wide,
    Tall,
    /// A phone held sideways (844x390).
    PhoneWide,
    /// A phone held upright (390x844).
    PhoneTall,
}

impl TableShape {
    /// Wider than tall.
    pub fn is_wide(self) -> bool {
        matches!(self, TableShape::Wide | TableShape::PhoneWide)
    }

    pub fn is_phone(self) -> bool {
        matches!(self, TableShape::PhoneWide | TableShape::PhoneTall)
    }

    fn design(self) -> Vec2 {
        match self {
            TableShape::Wide => WIDE,
            TableShape::Tall => TALL,
            TableShape::PhoneWide => PHONE_WIDE,
            TableShape::PhoneTall => PHONE_TALL,
        }
    }

    /// The arrangement for a window of `size` logical pixels.
    fn for_window(size: Vec2) -> TableShape {
        let (shape, phone) = if size.x >= size.y {
            (TableShape::Wide, TableShape::PhoneWide)
        } else {
            (TableShape::Tall, TableShape::PhoneTall)
        };
        if (size / shape.design()).min_element() < SMALLEST_READABLE_SCALE {
            phone
        } else {
            shape
        }
    }
}

fn fit_to_window(
    windows: Query<Ref<Window>, With<PrimaryWindow>>,
    scale: Option<ResMut<UiScale>>,
    mut shape: ResMut<TableShape>,
    display: Res<DisplaySettings>,
    screen: Option<Res<State<Screen>>>,
) {
    let (Ok(window), Some(mut scale)) = (windows.single(), scale) else {
        return;
    };
    let screen_changed = screen.as_ref().is_some_and(|screen| screen.is_changed());
    if !window.is_changed() && !display.is_changed() && !screen_changed {
        return;
    }
    let size = Vec2::new(window.width(), window.height());
    if size.min_element() <= 0.0 {
        return;
    }
    let wanted = TableShape::for_window(size);
    shape.set_if_neq(wanted);
    // Only the table has phone arrangements; every other screen keeps its wide or tall one.
    let at_the_table = screen.is_some_and(|screen| *screen.get() == Screen::Game);
    let design = match wanted {
        TableShape::PhoneWide if !at_the_table => WIDE,
        TableShape::PhoneTall if !at_the_table => TALL,
        shape => shape.design(),
    };
    let fit = (size / design).min_element() * f32::from(display.table_size) / 100.0;
    if (scale.0 - fit).abs() > 0.001 {
        scale.0 = fit;
    }
}
