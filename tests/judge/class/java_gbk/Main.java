// 五子棋课程作业：六子棋机器人（简单交互）。本文件以 GBK 编码保存。
import java.util.Scanner;

public class Main {
    // 先手填第 0 行，后手填第 8 行。
    static final String NAME = "六子棋";

    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int n = in.nextInt();
        boolean[][] used = new boolean[15][15];
        boolean black = false;
        for (int i = 0; i < 2 * n - 1; i++) {
            int x0 = in.nextInt(), y0 = in.nextInt(), x1 = in.nextInt(), y1 = in.nextInt();
            if (i == 0) black = x0 < 0;
            if (x0 >= 0) used[x0][y0] = true;
            if (x1 >= 0) used[x1][y1] = true;
        }
        int need = (black && n == 1) ? 1 : 2, got = 0;
        int[] px = {-1, -1}, py = {-1, -1};
        for (int k = 0; k < 225 && got < need; k++) {
            int x = k % 15, y = (k / 15 + (black ? 0 : 8)) % 15;
            if (!used[x][y]) { px[got] = x; py[got] = y; got++; }
        }
        System.err.println(NAME + " 落子");
        System.out.println(px[0] + " " + py[0] + " " + px[1] + " " + py[1]);
    }
}
