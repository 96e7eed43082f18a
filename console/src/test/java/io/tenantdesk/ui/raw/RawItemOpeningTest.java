package io.tenantdesk.ui.raw;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.ItemConverter;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.TestData;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Truncation;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.DemoScreen;
import io.tenantdesk.ui.entitylist.EntityListTab;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import io.tenantdesk.ui.itemform.ItemFormTab;
import io.tenantdesk.ui.unclassified.UnclassifiedRowViewModel;
import io.tenantdesk.ui.unclassified.UnclassifiedTab;
import java.util.List;
import java.util.function.Predicate;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/**
 * Every way into the raw editor, on screen (headless Monocle): a row of the unclassified view and a list row the
 * typed form cannot open (double-click and Enter), "Edit raw" on the form; and the editor checking as it is typed.
 */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SharesTheFxThread
class RawItemOpeningTest {

    private DemoScreen screen;
    private ConsoleFixture appData;
    /** A license whose account id is empty: its partition key is {@code ACCOUNT#}, which no template matches. */
    private Item emptyAccount;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws java.io.IOException {
        screen = DemoScreen.withAppDataOfItsOwn(dynamo);
        appData = screen.appData;
        emptyAccount = TestData.license("x", "l-empty", "active", "2027-05-31", "pro").toBuilder()
                .putString("PK", "ACCOUNT#")
                .build();
        appData.dynamo
                .client()
                .putItem(b -> b.tableName(appData.mapping.physical("app_data"))
                        .item(ItemConverter.toAttributes(emptyAccount))
                        .conditionExpression("attribute_not_exists(PK)"));
    }

    @Start
    void start(Stage stage) {
        screen.showOn(stage);
    }

    @AfterAll
    void stop() {
        screen.close();
    }

    private static <R> Node rowOf(FxRobot robot, String table, Predicate<R> which) {
        @SuppressWarnings("unchecked")
        TableView<R> view = robot.lookup(table).queryAs(TableView.class);
        R item = view.getItems().stream().filter(which).findFirst().orElseThrow();
        robot.interact(() -> {
            view.scrollTo(item);
            view.getSelectionModel().select(item);
        });
        FxSettle.settle();
        return robot.lookup(".table-row-cell")
                .match(n -> n instanceof TableRow<?> r && r.getItem() == item)
                .query();
    }

    /** Near the row's left end: a wide list's row is wider than the window. */
    private static void doubleClick(FxRobot robot, Node row) {
        robot.moveTo(
                row,
                javafx.geometry.Pos.CENTER_LEFT,
                new javafx.geometry.Point2D(60, 0),
                org.testfx.robot.Motion.DIRECT);
        robot.doubleClickOn(javafx.scene.input.MouseButton.PRIMARY);
        FxSettle.settle();
    }

    @Test
    void anUnrecognisedRowOfTheUnclassifiedViewOpensInTheRawEditorByDoubleClickAndEnter(FxRobot robot)
            throws Exception {
        screen.show(
                robot,
                () -> new UnclassifiedTab(appData.context),
                t -> t.viewModel().list().loadingProperty());
        Node row = rowOf(
                robot,
                "#unclassifiedTable",
                (UnclassifiedRowViewModel r) -> r.loaded().entity().isEmpty());

        doubleClick(robot, row);
        assertThat(appData.workspace.opened).containsExactly("raw ?");

        robot.interact(row::requestFocus);
        robot.type(KeyCode.ENTER);
        assertThat(appData.workspace.opened).containsExactly("raw ?", "raw ?");
    }

    @Test
    void aListRowWithAnEmptyKeyFieldOpensInTheRawEditor(FxRobot robot) throws Exception {
        screen.show(
                robot,
                () -> new EntityListTab(
                        appData.context, appData.platform.entity("License").orElseThrow(), Scope.all()),
                t -> t.viewModel().list().loadingProperty());
        Node row = rowOf(
                robot,
                "#entityListTable",
                (EntityRowViewModel r) -> r.row().item().equals(emptyAccount));

        doubleClick(robot, row);

        assertThat(appData.workspace.opened).containsExactly("raw ?");
        assertThat(appData.workspace.targets)
                .last()
                .satisfies(t -> assertThat(((EntityRow) t).item()).isEqualTo(emptyAccount));
    }

    @Test
    void editRawOnTheFormOpensTheItemAsLoaded(FxRobot robot) throws Exception {
        EntityRow license = appData.store.rowOf(
                "app_data",
                appData.data.itemsByTable().get("app_data").stream()
                        .filter(i -> appData.store
                                .rowOf("app_data", i)
                                .entity()
                                .map(e -> e.name().equals("License"))
                                .orElse(false))
                        .findFirst()
                        .orElseThrow());
        screen.show(robot, () -> new ItemFormTab(appData.context, license), t -> new ReadOnlyBooleanWrapper(false));

        Button raw = robot.lookup("#editRawButton").queryAs(Button.class);
        robot.interact(raw::fire);

        assertThat(appData.workspace.opened).containsExactly("raw License");
        assertThat(appData.workspace.targets).last().isEqualTo(license);
    }

    @Test
    void theEditorChecksAsItIsTypedAndOffersTheFormOnceAnEntityMatches(FxRobot robot) throws Exception {
        RawItemTab tab = screen.show(
                robot,
                () -> new RawItemTab(appData.context, appData.store.rowOf("app_data", emptyAccount)),
                t -> new ReadOnlyBooleanWrapper(false));
        TextArea json = robot.lookup("#rawJson").queryAs(TextArea.class);
        Button form = robot.lookup("#rawContinueInForm").queryAs(Button.class);
        Label recognition = robot.lookup("#rawRecognition").queryAs(Label.class);
        assertThat(recognition.getText()).startsWith("No entity recognises this item");
        double recognitionHeight = recognition.getHeight();
        assertThat(form.isVisible()).isFalse();
        assertThat(robot.lookup("#rawSave").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(robot.lookup("#rawDelete").queryAs(Button.class).isDisabled())
                .isFalse();
        FxSettle.settle();
        robot.interact(() -> assertThat(robot.lookup("#rawProblems .list-cell").queryAllAs(ListCell.class))
                .as("a broken rule is shown whole, on as many lines as it needs")
                .noneMatch(Truncation::cut));

        robot.interact(() -> json.setText(json.getText().replace("\"ACCOUNT#\"", "\"ACCOUNT#\",")));
        @SuppressWarnings("unchecked")
        ListView<String> problems = robot.lookup("#rawProblems").queryAs(ListView.class);
        assertThat(problems.getItems())
                .singleElement()
                .asString()
                .startsWith("Line 4, column 3: expected an attribute name in double quotes, found `}`");

        robot.interact(() -> json.setText(json.getText().replace("\"ACCOUNT#\",", "\"ACCOUNT#x\"")));
        assertThat(problems.getItems()).isEmpty();
        assertThat(recognition.getText()).startsWith("Recognised as License");
        assertThat(form.isVisible()).isTrue();
        assertThat(form.getText()).isEqualTo("Save and continue in the License form");
        Button save = robot.lookup("#rawSave").queryAs(Button.class);
        assertThat(save.isDisabled()).isFalse();
        assertThat(tab.dirtyProperty().get()).isTrue();
        FxSettle.settle();
        assertThat(recognition.getHeight()).as("the text below stays put").isEqualTo(recognitionHeight);
        Region toolbar = (Region) robot.lookup(".raw-item .tool-bar").query();
        assertThat(save.getBackground().getFills().get(1).getFill())
                .as("an enabled Save is not drawn in the toolbar's own colour")
                .isNotEqualTo(toolbar.getBackground().getFills().get(1).getFill());
    }

    @Test
    void longValuesShowInFullWrappedInTheEditorAndInTheKeyTablesTooltips(FxRobot robot) throws Exception {
        screen.show(
                robot,
                () -> new RawItemTab(appData.context, appData.store.rowOf("app_data", emptyAccount)),
                t -> new ReadOnlyBooleanWrapper(false));
        TextArea json = robot.lookup("#rawJson").queryAs(TextArea.class);
        assertThat(json.isWrapText()).isTrue();

        List<javafx.scene.control.TableCell<?, ?>> cells =
                robot.lookup("#rawKeys .table-cell").queryAllAs(javafx.scene.control.TableCell.class).stream()
                        .<javafx.scene.control.TableCell<?, ?>>map(c -> c)
                        .filter(c -> c.getText() != null && !c.getText().isEmpty())
                        .toList();

        assertThat(cells)
                .as("a tooltip is made once the pointer enters its cell")
                .isNotEmpty()
                .allSatisfy(c -> assertThat(c.getTooltip()).isNull());
        robot.interact(() -> cells.forEach(c -> javafx.event.Event.fireEvent(
                c,
                new javafx.scene.input.MouseEvent(
                        javafx.scene.input.MouseEvent.MOUSE_ENTERED,
                        1,
                        1,
                        1,
                        1,
                        javafx.scene.input.MouseButton.NONE,
                        0,
                        false,
                        false,
                        false,
                        false,
                        false,
                        false,
                        false,
                        false,
                        false,
                        false,
                        null))));

        assertThat(cells)
                .allSatisfy(c -> assertThat(c.getTooltip())
                        .isNotNull()
                        .satisfies(t -> assertThat(t.isWrapText()).isTrue())
                        .extracting(javafx.scene.control.Tooltip::getText)
                        .isEqualTo(c.getText()));
    }
}
